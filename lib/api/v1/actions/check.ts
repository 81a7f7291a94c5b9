import "server-only";

import { characterCount, measure } from "../../../ai/limits";
import { sectionsOf } from "../../../generator/pipeline/format";
import { voiceFor } from "../../../presets/voice";
import { scoreVariant } from "../../../scoring/score";
import { parseWordsToAvoid } from "../../../scoring/word-checks";
import type { CheckAnswer, CheckInput } from "../schemas";

/** Counts each part of `text` as its platform does and scores it like generated copy; spends nothing. */
export async function checkText(userId: string, input: CheckInput): Promise<CheckAnswer> {
  const voice = await voiceFor(userId, input.presetName);
  const parts = sectionsOf(input, input.text).map(({ label, text, rule }) => {
    if (!rule) return { label, text, rule, count: characterCount(text), limit: null, hard: false, over: 0 };
    const measured = measure(rule, text);
    return {
      label,
      text,
      rule,
      count: measured.count,
      limit: measured.limit,
      hard: measured.hard,
      over: measured.over,
    };
  });
  const brief = {
    ...input,
    headline: input.topic,
    title: input.topic,
    features: "",
    benefits: "",
    usps: "",
    challenges: "",
    // A text checked on its own has no brief behind it: no key points or offer to look for.
    description: "",
    content: "",
    body: "",
    outline: "",
    emailType: "" as const,
  };
  return {
    withinLimits: parts.every((part) => !part.hard || part.over === 0),
    parts,
    score: scoreVariant(brief, input.text, { avoidWords: parseWordsToAvoid(voice?.wordsToAvoid ?? "") }),
  };
}
