// Builds a route handler from an operation's entry: the guard, the input schemas, the idempotency record and the
// headers every answer carries. The handler itself only calls lib.
import "server-only";

import type { z } from "zod";

import { requireScope, type Principal } from "../../api-keys/store";
import { handle, parseQuery, readJsonBody, toErrorResponse, withHeaders } from "../../errors";
import { loggerFor } from "../../log/logger";
import { rateLimitHeaders, type RateLimitResult } from "../../rate-limit";
import {
  claimIdempotencyKey,
  fingerprintOf,
  idempotencyKeyOf,
  replayedHeader,
  type Claim,
  type StoredAnswer,
} from "../idempotency";
import { authenticateRequest, countGeneration, tighter, withUsage } from "./guard";
import type { Operation } from "./operations";
import { replayedEvents, sseContentType, wantsEventStream } from "./sse";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type BodyOf<O> = O extends { body: infer B } ? Parsed<B> : undefined;
type QueryOf<O> = O extends { query: infer Q } ? Parsed<Q> : undefined;
type AnswerOf<O> = O extends { answer: infer A } ? (A extends z.ZodType ? z.input<A> : void) : void;

export type Call<O> = {
  principal: Principal;
  body: BodyOf<O>;
  query: QueryOf<O>;
  /** The path's {id}, or "" where it has none. */
  id: string;
  /** The path's {assetId}, or "" where it has none. */
  assetId: string;
  signal: AbortSignal;
  /** Hears the per-user generation limit when the work counted it itself (`countsGenerationItself`). */
  countedGeneration: (limit: RateLimitResult) => void;
};

type Options = {
  /**
   * The work counts the generation against the per-user limit in its own first statement (a generation does, with
   * the account and the brand voice), so the handler does not count it in a round trip of its own.
   */
  countsGenerationItself?: boolean;
};

/** An answer sent as it is written: its body, and the answer it ends with (null when it failed) for a retry. */
export type Streamed = { body: ReadableStream<Uint8Array>; answer: Promise<unknown> };

type Context = { params: Promise<Record<string, string | string[]>> };

const streamHeaders = {
  "content-type": sseContentType,
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
};

export function v1Handler<O extends Operation>(
  operation: O,
  run: (call: Call<O>) => Promise<AnswerOf<O>>,
  stream?: (call: Call<O>) => Promise<Streamed>,
  options: Options = {},
) {
  return handle(async (request: Request, context: Context | undefined) => {
    let limit: RateLimitResult | null = null;
    let claim: Claim | null = null;
    let principal: Principal | null = null;
    const rateLimit = () => (limit ? rateLimitHeaders(limit) : {});
    try {
      const early = await earlyClaim(operation, request);
      ({ principal, limit, claim } = await authenticateRequest(request, early.idempotency));
      if (operation.scope) requireScope(principal, operation.scope);
      const raw = operation.body ? await early.body() : undefined;
      const params = await context?.params;
      const call = {
        principal,
        body: (operation.body ? operation.body.parse(raw) : undefined) as BodyOf<O>,
        query: (operation.query ? parseQuery(request, operation.query) : undefined) as QueryOf<O>,
        id: String(params?.id ?? ""),
        assetId: String(params?.assetId ?? ""),
        signal: request.signal,
        countedGeneration: (counted: RateLimitResult) => {
          limit = limit ? tighter(limit, counted) : counted;
        },
      };
      const asStream = Boolean(stream) && wantsEventStream(request);
      const key = operation.idempotent ? idempotencyKeyOf(request) : null;
      if (key && !claim) {
        claim = await claimIdempotencyKey(
          principal.userId,
          key,
          fingerprintOf(request.method, request.url, JSON.stringify(raw ?? null)),
        );
        if (claim.kind === "replay")
          return replay(claim.answer, asStream, { ...rateLimit(), [replayedHeader]: "true" });
      }
      if (operation.spendsUnit && !options.countsGenerationItself)
        limit = tighter(limit, await countGeneration(principal));
      if (asStream && stream) {
        const streamed = await stream(call);
        keepForRetries(claim, streamed.answer, request);
        return new Response(streamed.body, { headers: { ...streamHeaders, ...rateLimit() } });
      }
      const answer = await run(call);
      // Serialised once: the bytes sent are the bytes kept for a retry.
      const text = operation.status === 204 ? "" : JSON.stringify(answer);
      if (claim?.kind === "claimed") await claim.complete({ status: operation.status, body: text });
      if (operation.status === 204) return new Response(null, { status: 204, headers: rateLimit() });
      return jsonAnswer(operation.status, text, rateLimit());
    } catch (error) {
      if (claim?.kind === "claimed") await claim.abandon();
      const refusal = principal ? await withUsage(error, principal.userId) : error;
      return withHeaders(toErrorResponse(refusal, request), (headers) => {
        for (const [name, value] of Object.entries(rateLimit())) if (!headers.has(name)) headers.set(name, value);
      });
    }
  });
}

/**
 * What an idempotent request can claim together with its key's authentication: its Idempotency-Key and fingerprint,
 * when the key is well formed and the body is JSON. The body is then read before the key is checked, but a refusal
 * it earns (400) is kept for its usual place, after authentication, the limits and the scope.
 */
async function earlyClaim(
  operation: Operation,
  request: Request,
): Promise<{ idempotency: { key: string; fingerprint: string } | null; body: () => Promise<unknown> }> {
  const readBody = () => readJsonBody(request);
  const key = operation.idempotent ? wellFormedKeyOf(request) : null;
  if (!key) return { idempotency: null, body: readBody };
  const read = operation.body
    ? await readBody().then(
        (value: unknown) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      )
    : ({ ok: true, value: undefined } as const);
  const body = () => (read.ok ? Promise.resolve(read.value) : Promise.reject(read.error));
  if (!read.ok) return { idempotency: null, body };
  const fingerprint = fingerprintOf(request.method, request.url, JSON.stringify(read.value ?? null));
  return { idempotency: { key, fingerprint }, body };
}

/** The Idempotency-Key when it is well formed; otherwise null, and idempotencyKeyOf refuses it in its usual place. */
function wellFormedKeyOf(request: Request): string | null {
  try {
    return idempotencyKeyOf(request);
  } catch {
    return null;
  }
}

/** A JSON answer whose body is `text` as it is, as Response.json would send it. */
function jsonAnswer(status: number, text: string, headers: Record<string, string>): Response {
  return new Response(text, { status, headers: { "content-type": "application/json", ...headers } });
}

/** The first request's answer again, byte for byte: as it was sent, or as the end of an event stream. */
function replay({ status, body }: StoredAnswer, asStream: boolean, headers: Record<string, string>): Response {
  if (asStream) return new Response(replayedEvents(body), { headers: { ...streamHeaders, ...headers } });
  return status === 204 ? new Response(null, { status, headers }) : jsonAnswer(status, body, headers);
}

/** Records a stream's answer once it has ended (or drops the claim when it failed), after the response has gone. */
function keepForRetries(claim: Claim | null, answer: Promise<unknown>, request: Request): void {
  if (claim?.kind !== "claimed") return;
  answer
    .then((final) => (final ? claim.complete({ status: 200, body: JSON.stringify(final) }) : claim.abandon()))
    .catch((error: unknown) =>
      loggerFor(request).error({ err: error }, "could not record a streamed answer for its Idempotency-Key"),
    );
}
