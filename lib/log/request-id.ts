// Every request carries one id, from the server in front of Next to the log lines and the answer, so an operator
// can follow one request from what the client saw to what the server wrote. In production the server in front
// (scripts/production/server.ts) sets it on every request: its own, or a trusted proxy's (Caddy's, in
// compose.yaml), never one a client chose. Under `next dev` a well-formed id a client sends is kept.

export const requestIdHeader = "x-request-id";

/** A sent id is kept only when it is plain and of a sane length: anything else could forge or flood log lines. */
const wellFormed = /^[A-Za-z0-9._-]{8,128}$/;

/** A request without a usable id keeps the one made up for it, so its every log line and its answer agree. */
const madeUp = new WeakMap<Headers, string>();

/** The id the request came with, when it is one we can use. */
export function sentRequestId(value: string | string[] | null | undefined): string | undefined {
  const id = Array.isArray(value) ? value[0] : value;
  return id && wellFormed.test(id) ? id : undefined;
}

/** The request's id: the one it was sent with when well-formed, otherwise a fresh one (the same on every call). */
export function requestIdOf(request: Request | Headers): string {
  const headers = request instanceof Headers ? request : request.headers;
  const sent = sentRequestId(headers.get(requestIdHeader));
  if (sent) return sent;
  let id = madeUp.get(headers);
  if (!id) {
    id = crypto.randomUUID();
    madeUp.set(headers, id);
  }
  return id;
}
