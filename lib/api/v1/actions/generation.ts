import "server-only";

import { splitVariants } from "../../../generator/pipeline/format";
import type { BrandVoice } from "../../../generator/pipeline/voice";
import { writersUnavailable } from "../../../generator/providers/errors";
import { startGeneration } from "../../../generator/run";
import type { GeneratorInput } from "../../../generator/schema";
import { readEvents, type StreamEvent } from "../../../generator/stream-events";
import type { RateLimitResult } from "../../../rate-limit";
import { betterVariant, scoreVariant } from "../../../scoring/score";
import { parseWordsToAvoid } from "../../../scoring/word-checks";
import type { GenerationAnswer } from "../schemas";

/** A generation under way: its events as they come, and the answer they add up to. */
export type Generation = { events: AsyncGenerator<StreamEvent>; input: GeneratorInput; voice: BrandVoice | null };

/**
 * Starts a generation: throws before any event when the unit cannot be spent or no writer answers. The per-user
 * generation limit is counted as the generation opens (the statement that reads the account and the brand voice);
 * `onLimit` hears what is left of it. Once started it
 * runs to its end even if the caller goes away: its unit is spent once text arrives (as on the generator screen),
 * and a retry with the same Idempotency-Key then gets the answer instead of paying again. A server shutting down
 * still ends it, and gives the unit back.
 */
export async function startCopy(
  userId: string,
  input: GeneratorInput,
  onLimit: (limit: RateLimitResult) => void = () => {},
): Promise<Generation> {
  const { stream, voice, limit } = await startGeneration({ userId, input, signal: new AbortController().signal });
  onLimit(limit);
  return { events: readEvents(stream), input, voice };
}

type Folded = {
  text: string;
  writer: GenerationAnswer["writer"] | null;
  shortened: GenerationAnswer["shortened"];
  usage: GenerationAnswer["usage"] | null;
  error: string | null;
};

export const emptyFold = (): Folded => ({ text: "", writer: null, shortened: null, usage: null, error: null });

/** Adds one event to what the generation has produced so far, as the generator screen reads the stream. */
export function foldEvent(state: Folded, event: StreamEvent): Folded {
  switch (event.type) {
    case "start":
      return { ...state, writer: { id: event.provider, label: event.label } };
    case "delta":
      return { ...state, text: state.text + event.text };
    case "revise":
      return { ...state, text: "" };
    case "replace":
      return { ...state, text: event.text };
    case "tightened":
      return { ...state, text: event.text, shortened: { removed: event.removed, dropped: event.dropped } };
    case "done":
      return { ...state, usage: event.usage };
    case "error":
      return { ...state, error: event.message };
  }
}

/** The answer of a finished generation: the copy, each variant scored, and the usage after it. */
export function answerOf(generation: Pick<Generation, "input" | "voice">, state: Folded): GenerationAnswer {
  if (state.error || !state.usage || !state.writer) {
    throw writersUnavailable(
      state.error ?? "The writer stopped before finishing. Nothing was deducted; please try again.",
    );
  }
  const avoidWords = parseWordsToAvoid(generation.voice?.wordsToAvoid ?? "");
  const variants = splitVariants(state.text).map((text) => ({
    text,
    score: scoreVariant(generation.input, text, { avoidWords }),
  }));
  return {
    text: state.text,
    variants,
    betterVariant: betterVariant(variants.map((variant) => variant.score)),
    writer: state.writer,
    shortened: state.shortened,
    usage: state.usage,
  };
}

/** Generates copy and answers it whole: one unit spent, none when it fails. */
export async function generateCopy(
  userId: string,
  input: GeneratorInput,
  onLimit?: (limit: RateLimitResult) => void,
): Promise<GenerationAnswer> {
  const generation = await startCopy(userId, input, onLimit);
  let state = emptyFold();
  for await (const event of generation.events) state = foldEvent(state, event);
  return answerOf(generation, state);
}
