// Ads, emails and video scripts exist to make the reader act, so one sentence should tell them what to do next:
// a sentence that opens with an imperative verb ("Try it free", "Reply to this email", "Shop now").
import { callToActionTypes, callToActionVerbs } from "../config/generation/scoring";
import { writesEnglish } from "./brief";
import { check } from "./check";
import { copyLines, quote, sentencesOf, wordsOf } from "./text";
import type { ScoreCheck, ScoredBrief } from "./types";

const verbs = new Set<string>(callToActionVerbs);
// Softeners that may come before the verb: "Just reply", "So try it", "Now shop the sale".
const leadIns = new Set(["just", "so", "now", "then", "and", "simply"]);

/** The first sentence that opens with a call-to-action verb, or null. */
export function callToActionIn(variant: string): string | null {
  for (const sentence of sentencesOf(copyLines(variant))) {
    const words = wordsOf(sentence)
      .slice(0, 2)
      .map((word) => word.toLowerCase());
    const verb = words[0] !== undefined && leadIns.has(words[0]) ? words[1] : words[0];
    if (verb !== undefined && verbs.has(verb)) return sentence;
  }
  return null;
}

export function callToActionCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  if (!(callToActionTypes as readonly string[]).includes(brief.contentType) || !writesEnglish(brief)) return null;
  const sentence = callToActionIn(variant);
  return sentence
    ? check("callToAction", true, `Tells the reader what to do: ${quote(sentence)}`)
    : check("callToAction", false, "No sentence tells the reader what to do next (like “Try it free”)");
}
