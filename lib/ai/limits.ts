// Counts text the way each platform does, so the live counters and the server's length check agree with what the
// platform will accept: X weighs URLs as 23 and emoji and CJK characters as 2 (twitter-text's own rules); the
// others count characters (Unicode code points, so an emoji is one).
// twitter-text's ESM build (what bundlers pick) has only a default export; its CommonJS build has named ones.
import twitterText from "twitter-text";

import { lengthRules, type LengthRule, type LengthRuleId } from "../config/generation/platform-lengths";

export function characterCount(text: string): number {
  return Array.from(text).length;
}

export function countFor(rule: LengthRuleId, text: string): number {
  return rule === "x" ? twitterText.parseTweet(text).weightedLength : characterCount(text);
}

export type Measure = LengthRule & { id: LengthRuleId; count: number; over: number };

/** How long `text` is by the platform's rule, and by how much it exceeds the limit (0 when within). */
export function measure(rule: LengthRuleId, text: string): Measure {
  const count = countFor(rule, text);
  const definition = lengthRules[rule];
  return { ...definition, id: rule, count, over: Math.max(0, count - definition.limit) };
}
