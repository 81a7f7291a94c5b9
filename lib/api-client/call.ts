// The one way the browser and the extension call the Hookline API: a route from the table, its input, and an
// answer read with the route's schema. Never throws: every failure is an ApiError.
import { retryAfterSecondsOf } from "../retry-after.ts";
import { clientError, refusalError, thrownError, type ApiResult } from "./api-error.ts";
import type { CallArgs, CallOptions, JsonRoute, Method, StreamRoute } from "./route.ts";

/** The options as the implementation reads them: the path's params, whichever the route has. */
type SendOptions = CallOptions & { params?: Record<string, string> };
type AnyRoute = { method: Method; path: string };

const sendsBody = (method: Method) => method === "POST" || method === "PUT" || method === "PATCH";

/** A route's path with its ":name" parameters filled in. */
export function pathOf(route: AnyRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

function urlOf(route: AnyRoute, input: unknown, options: SendOptions): string {
  const path = pathOf(route, options.params);
  let query = "";
  if (!sendsBody(route.method) && typeof input === "object" && input !== null) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(input)) if (value !== undefined) search.set(name, String(value));
    const text = search.toString();
    query = text ? `${path.includes("?") ? "&" : "?"}${text}` : "";
  }
  return `${options.baseUrl ?? ""}${path}${query}`;
}

/** Only what the call needs: a request's init names no header, body or method it does not send. */
function initOf(route: AnyRoute, input: unknown, options: SendOptions): RequestInit {
  const body = sendsBody(route.method) && input !== undefined ? JSON.stringify(input) : undefined;
  const headers = { ...(body === undefined ? {} : { "content-type": "application/json" }), ...options.headers };
  const init: RequestInit = {};
  if (route.method !== "GET") init.method = route.method;
  if (Object.keys(headers).length > 0) init.headers = headers;
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  if (options.cache) init.cache = options.cache;
  if (options.keepalive) init.keepalive = true;
  return init;
}

async function send(route: AnyRoute, input: unknown, options: SendOptions = {}): Promise<ApiResult<Response>> {
  try {
    return { ok: true, data: await fetch(urlOf(route, input, options), initOf(route, input, options)) };
  } catch (error) {
    return { ok: false, error: thrownError(error) };
  }
}

type Json = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string): Json {
  if (text === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The body as JSON (undefined when empty); an ApiError when it stopped arriving (the signal, the network). */
async function readBody(response: Response): Promise<ApiResult<Json>> {
  try {
    return { ok: true, data: parseJson(await response.text()) };
  } catch (error) {
    return { ok: false, error: thrownError(error) };
  }
}

/** The refusal, with how long it asks to wait when it says (a 429's or 503's Retry-After). */
function refused(response: Response, json: Json): ApiResult<never> {
  const error = refusalError(response.status, json.ok ? json.value : null);
  const retryAfterSeconds = retryAfterSecondsOf(response.headers.get("retry-after"));
  return { ok: false, error: retryAfterSeconds === null ? error : { ...error, retryAfterSeconds } };
}

/** Sends `input` to `route` and reads the answer with the route's schema. */
export function call<M extends Method, P extends string, In, A>(
  route: JsonRoute<M, P, In, A>,
  ...args: CallArgs<P, In>
): Promise<ApiResult<A>>;
export async function call(route: JsonRoute, input?: unknown, options?: SendOptions): Promise<ApiResult<unknown>> {
  const sent = await send(route, input, options);
  if (!sent.ok) return sent;
  const response = sent.data;
  const body = await readBody(response);
  if (!body.ok) return body;
  const json = body.data;
  if (!response.ok) return refused(response, json);
  const answer = json.ok ? route.answer.safeParse(json.value) : null;
  return answer?.success
    ? { ok: true, data: answer.data }
    : { ok: false, error: clientError("invalid_answer", response.status) };
}

const mediaType = (contentType: string | null) => contentType?.split(";")[0]?.trim().toLowerCase() ?? "";

/**
 * Sends `input` to a streaming route: the answer's body to read when the server streams, else the same ApiError a
 * call gives (a refusal, no connection, or an answer that is not the stream).
 */
export function stream<M extends Method, P extends string, In>(
  route: StreamRoute<M, P, In>,
  ...args: CallArgs<P, In>
): Promise<ApiResult<ReadableStream<Uint8Array>>>;
export async function stream(
  route: StreamRoute,
  input?: unknown,
  options?: SendOptions,
): Promise<ApiResult<ReadableStream<Uint8Array>>> {
  const sent = await send(route, input, options);
  if (!sent.ok) return sent;
  const response = sent.data;
  if (response.ok) {
    if (response.body && mediaType(response.headers.get("content-type")) === mediaType(route.contentType))
      return { ok: true, data: response.body };
    void response.body?.cancel().catch(() => undefined);
    return { ok: false, error: clientError("invalid_answer", response.status) };
  }
  const body = await readBody(response);
  return body.ok ? refused(response, body.data) : body;
}
