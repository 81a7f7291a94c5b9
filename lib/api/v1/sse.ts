// Server-sent events for a generation asked with `Accept: text/event-stream`: each of the app's stream events as an
// event of its type, then `result` with the answer the JSON request would have got.
import "server-only";

import type { StreamEvent } from "../../generator/stream-events";
import { answerOf, emptyFold, foldEvent, type Generation } from "./actions/generation";
import type { GenerationAnswer } from "./schemas";

export const sseContentType = "text/event-stream; charset=utf-8";

export function wantsEventStream(request: Request): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.get("accept") ?? "");
}

export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The answer replayed for a retried request: the result (the first answer's JSON text as it was sent, byte for
 * byte) and the end, as the first request's stream ended.
 */
export function replayedEvents(answerText: string): string {
  const { usage } = JSON.parse(answerText) as GenerationAnswer;
  return `event: result\ndata: ${answerText}\n\n` + sseEvent("done", { type: "done", usage });
}

/**
 * The generation as an event stream, and the answer it ends with (null when it failed or the reader left before the
 * result), which the idempotency record keeps.
 */
export function generationEventStream(generation: Generation): {
  body: ReadableStream<Uint8Array>;
  answer: Promise<GenerationAnswer | null>;
} {
  const encoder = new TextEncoder();
  let settle: (answer: GenerationAnswer | null) => void = () => {};
  const answer = new Promise<GenerationAnswer | null>((resolve) => (settle = resolve));
  let state = emptyFold();
  let result: GenerationAnswer | null = null;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<StreamEvent>;
      try {
        next = await generation.events.next();
      } catch (error) {
        settle(null);
        controller.error(error);
        return;
      }
      if (next.done) {
        settle(result);
        controller.close();
        return;
      }
      state = foldEvent(state, next.value);
      // The result goes before done, so a client that stops reading at done has it.
      if (next.value.type === "done") {
        result = answerOf(generation, state);
        controller.enqueue(encoder.encode(sseEvent("result", result)));
      }
      controller.enqueue(encoder.encode(sseEvent(next.value.type, next.value)));
    },
    // The reader left: the generation still runs to its end (see startCopy), so its answer can be kept for a retry.
    async cancel() {
      void (async () => {
        for await (const event of generation.events) {
          state = foldEvent(state, event);
          if (event.type === "done") result = answerOf(generation, state);
        }
      })()
        .catch(() => (result = null))
        .finally(() => settle(result));
    },
  });
  return { body, answer };
}
