import "server-only";

import { startTextStream } from "../ai/fallback";
import { providers } from "../ai/providers";
import type { Provider } from "../ai/types";
import { ai } from "../config/generation/ai";
import { publishServerEvent } from "../events/server";
import type { RateLimitResult } from "../rate-limit";
import { holdWork, shutdownSignal } from "../server/shutdown";
import { reserveRequest } from "../usage/metered";
import { openGeneration } from "./gate";
import { fitToHardLimits, remaining } from "./pipeline/fit-to-limits";
import type { BrandVoice } from "./pipeline/voice";
import { buildGeneratorPrompt } from "./prompt";
import { fallbackOptions, refusal, restarting } from "./providers/errors";
import type { GeneratorInput } from "./schema";
import { encodeEvent, type StreamEvent } from "./stream-events";

export type GenerationRequest = {
  userId: string;
  input: GeneratorInput;
  signal: AbortSignal;
  chain?: readonly Provider[];
};

/** A generation whose first token has arrived: its events, the brand voice it was written in, the rate limit left. */
export type StartedGeneration = {
  stream: ReadableStream<Uint8Array>;
  voice: BrandVoice | null;
  limit: RateLimitResult;
};

/**
 * Starts one generation: counts it against the per-user generation limit and reads the account and brand voice in
 * one statement (gate.ts), reserves its unit in a second, waits for the first token (from the primary provider or, if that
 * fails first, the other), and answers the stream of events. The unit is given back when every provider fails,
 * when the caller leaves before any text, and when the provider breaks off mid-stream; copy that overshoots a
 * platform's hard limit is rewritten once, and what still overshoots is tightened to fit (pipeline/fit-to-limits.ts). A
 * server shutting down ends a stream it could not wait for with an error event, and gives the unit back.
 */
export async function startGeneration(request: GenerationRequest): Promise<StartedGeneration> {
  const chain = request.chain ?? providers();
  const { limit, account, voice } = await openGeneration(request.userId, request.input.presetName);
  // A server shutting down waits until the stream has ended and its unit is kept or given back.
  const settle = holdWork();
  const unit = await reserveRequest(request.userId, new Date(), account).catch((error: unknown) => {
    settle();
    throw error;
  });
  const cancel = new AbortController();
  const stopping = shutdownSignal();
  const signal = AbortSignal.any([request.signal, cancel.signal, stopping]);
  const prompt = buildGeneratorPrompt(request.input, voice);
  const started = await startTextStream(chain, prompt, signal, fallbackOptions(ai.firstTokenTimeoutMs)).catch(
    async (error: unknown) => {
      await unit.release();
      settle();
      throw stopping.aborted ? restarting() : refusal(error);
    },
  );

  async function* events(): AsyncGenerator<StreamEvent> {
    yield { type: "start", provider: started.provider.id, label: started.provider.label };
    yield { type: "delta", text: started.first };
    let text = started.first;
    try {
      for await (const piece of remaining(started.rest)) {
        text += piece;
        yield { type: "delta", text: piece };
      }
    } catch {
      if (signal.aborted && !stopping.aborted) return; // the reader left after text arrived: the copy was delivered
      await unit.release();
      yield {
        type: "error",
        message: stopping.aborted
          ? restarting().message
          : "The writer stopped before finishing. Nothing was deducted; please try again.",
      };
      return;
    }
    yield* fitToHardLimits(started.provider, prompt, text, request.input, {
      signal,
      stopping,
      fallback: fallbackOptions(ai.firstTokenTimeoutMs),
    });
    const completedTask = await publishServerEvent("generation.finished", { userId: request.userId });
    const { used, limit, credits, source } = unit.reservation;
    yield {
      type: "done",
      usage: { used, limit, credits },
      ...(completedTask ? { completedTask } : {}),
      ...(source === "credit" ? { paidWithCredit: true } : {}),
    };
  }

  const iterator = events();
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next().catch((error: unknown) => {
        settle();
        throw error;
      });
      if (next.done) {
        settle();
        controller.close();
      } else controller.enqueue(encoder.encode(encodeEvent(next.value)));
    },
    async cancel() {
      cancel.abort();
      await iterator.return(undefined).finally(settle);
    },
  });
  return { stream, voice, limit };
}
