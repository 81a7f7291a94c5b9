// Builds a route handler from an operation's entry: the guard, the input schemas, the idempotency record and the
// headers every answer carries. The handler itself only calls lib.
import "server-only";
import type { z } from "zod";
import type { Principal } from "../../api-keys/store";
import { handle, parseQuery, readJsonBody, toErrorResponse, withHeaders } from "../../errors";
import { claimIdempotencyKey, fingerprintOf, idempotencyKeyOf, replayedHeader, type Claim } from "../idempotency";
import { admit, withUsage } from "./guard";
import type { Operation } from "./operations";
import { replayedEvents, sseContentType, wantsEventStream } from "./sse";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type BodyOf<O> = O extends { body: infer B } ? Parsed<B> : undefined;
type QueryOf<O> = O extends { query: infer Q } ? Parsed<Q> : undefined;
type AnswerOf<O> = O extends { answer: infer A } ? (A extends z.ZodType ? z.input<A> : void) : void;

export type Call<O> = { principal: Principal; body: BodyOf<O>; query: QueryOf<O>; id: string; signal: AbortSignal };

/** An answer sent as it is written: its body, and the answer it ends with (null when it failed) for a retry. */
export type Streamed = { body: ReadableStream<Uint8Array>; answer: Promise<unknown> };

type Context = { params: Promise<Record<string, string | string[]>> };

const streamHeaders = { "content-type": sseContentType, "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" };

export function v1Handler<O extends Operation>(operation: O, run: (call: Call<O>) => Promise<AnswerOf<O>>, stream?: (call: Call<O>) => Promise<Streamed>) {
  return handle(async (request: Request, context: Context | undefined) => {
    let rateLimit: Record<string, string> = {};
    let claim: Claim | null = null;
    let principal: Principal | null = null;
    try {
      const admitted = await admit(request, operation.scope, operation.spendsUnit);
      ({ principal, rateLimit } = admitted);
      const raw = operation.body ? await readJsonBody(request) : undefined;
      const call = {
        principal,
        body: (operation.body ? operation.body.parse(raw) : undefined) as BodyOf<O>,
        query: (operation.query ? parseQuery(request, operation.query) : undefined) as QueryOf<O>,
        id: String((await context?.params)?.id ?? ""),
        signal: request.signal,
      };
      const asStream = Boolean(stream) && wantsEventStream(request);
      const key = operation.idempotent ? idempotencyKeyOf(request) : null;
      if (key) {
        claim = await claimIdempotencyKey(principal.userId, key, fingerprintOf(request.method, request.url, JSON.stringify(raw ?? null)));
        if (claim.kind === "replay") {
          const { status, body } = claim.answer;
          const replayed = { ...rateLimit, [replayedHeader]: "true" };
          if (asStream) return new Response(replayedEvents(body), { headers: { ...streamHeaders, ...replayed } });
          return status === 204 ? new Response(null, { status, headers: replayed }) : Response.json(body, { status, headers: replayed });
        }
      }
      if (asStream && stream) {
        const streamed = await stream(call);
        const held = claim;
        if (held?.kind === "claimed") void streamed.answer.then((answer) => (answer ? held.complete({ status: 200, body: answer }) : held.abandon())).catch(() => held.abandon());
        return new Response(streamed.body, { headers: { ...streamHeaders, ...rateLimit } });
      }
      const answer = await run(call);
      if (claim?.kind === "claimed") await claim.complete({ status: operation.status, body: answer });
      if (operation.status === 204) return new Response(null, { status: 204, headers: rateLimit });
      return Response.json(answer, { status: operation.status, headers: rateLimit });
    } catch (error) {
      if (claim?.kind === "claimed") await claim.abandon();
      const refusal = principal ? await withUsage(error, principal.userId) : error;
      return withHeaders(toErrorResponse(refusal, request), (headers) => {
        for (const [name, value] of Object.entries(rateLimit)) if (!headers.has(name)) headers.set(name, value);
      });
    }
  });
}
