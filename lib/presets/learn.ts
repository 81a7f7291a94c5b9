import "server-only";

import type { ObjectRequest, Provider } from "../ai/types";
import { trial } from "../config/plans";
import { AppError } from "../errors";
import { generateUnbilled, type StructuredAnswer } from "../generator/structured";
import { learnedVoiceSchema, type LearnedVoice } from "./schema";
import { presetLimitOf } from "./store";
import { describeTraits, traitsOf } from "./voice-analysis";

export function buildLearnVoiceRequest(samples: string): ObjectRequest<LearnedVoice> {
  return {
    name: "brand_voice",
    system: [
      "You are Hookline, an editor who describes a brand's writing voice so that another writer can imitate it.",
      "Describe the voice of the samples, in English: description (3 to 5 sentences a writer can follow: rhythm, vocabulary, person, formality, what it avoids), tone (a few words) and styleNotes (concrete rules, one per line).",
      "Describe the voice; do not summarise the samples' subject or quote them at length.",
    ].join("\n"),
    user: `Samples:\n<<<\n${samples}\n>>>`,
    maxTokens: 700,
    schema: learnedVoiceSchema,
    offline: () => describeTraits(traitsOf(samples)),
  };
}

/** Turns writing samples into an editable voice; one provider call, not billed, for subscribers who can save voices. */
export async function learnVoice(
  userId: string,
  samples: string,
  signal: AbortSignal,
  chain?: readonly Provider[],
): Promise<StructuredAnswer<LearnedVoice>> {
  if ((await presetLimitOf(userId)) === 0) {
    throw new AppError(
      "subscription_required",
      `Choose a plan to save brand voices. Every plan starts with a ${trial.days}-day free trial.`,
    );
  }
  return generateUnbilled({ request: buildLearnVoiceRequest(samples), signal, chain });
}
