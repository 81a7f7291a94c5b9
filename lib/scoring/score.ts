// A variant's score: every check that applies to its content type, computed from the text (never by a model),
// and the weight of those passed over the weight of those that apply, out of 100, capped when a first-order check
// (a placeholder, a key point or offer left out, Google's minimums, a hard limit) fails. Pure and cheap, so the result
// screen can score on every render; memoise on (brief, variant, avoid words) if a caller renders often.
import { firstOrderCap, firstOrderChecks } from "../config/generation/scoring";
import { adMinimumsCheck, keyPointsCheck, offerCheck, placeholdersCheck } from "./brief-checks";
import { callToActionCheck } from "./call-to-action";
import { emojiCheck, hashtagCheck } from "./convention-checks";
import { hookLengthCheck, hookSpecificCheck } from "./hook-checks";
import { foldCheck, hardLimitCheck } from "./length-checks";
import { readingGradeCheck } from "./reading-grade";
import type { ScoreCheck, ScoreContext, ScoredBrief, VariantScore } from "./types";
import { aiTellsCheck, avoidWordsCheck } from "./word-checks";

/** 0–100: passed weight over applicable weight, rounded; 100 when nothing applies. */
export function scoreOf(checks: readonly ScoreCheck[]): number {
  const total = checks.reduce((sum, item) => sum + item.weight, 0);
  if (total === 0) return 100;
  const passed = checks.reduce((sum, item) => sum + (item.pass ? item.weight : 0), 0);
  return Math.round((passed / total) * 100);
}

/** Scores one variant of copy against its brief; `avoidWords` are the brand voice's (see parseWordsToAvoid). */
export function scoreVariant(brief: ScoredBrief, variant: string, context: Partial<ScoreContext> = {}): VariantScore {
  const full: ScoreContext = { avoidWords: context.avoidWords ?? [] };
  const checks = [
    placeholdersCheck(brief, variant),
    keyPointsCheck(brief, variant),
    offerCheck(brief, variant),
    adMinimumsCheck(brief, variant),
    hardLimitCheck(brief, variant),
    foldCheck(brief, variant),
    hookLengthCheck(brief, variant),
    hookSpecificCheck(brief, variant),
    callToActionCheck(brief, variant),
    avoidWordsCheck(variant, full),
    aiTellsCheck(variant, full),
    readingGradeCheck(brief, variant),
    hashtagCheck(brief, variant),
    emojiCheck(brief, variant),
  ].filter((item): item is ScoreCheck => item !== null);
  const ready = checks.every((item) => item.pass || !firstOrderChecks.includes(item.id));
  const score = scoreOf(checks);
  return { score: ready ? score : Math.min(score, firstOrderCap), ready, checks };
}

/**
 * The index of the one variant that scores highest, or null when there is no single best (one variant, a tie, or a
 * leader that failed a first-order check: copy that is not ready to publish is never the better variant).
 */
export function betterVariant(scores: readonly (Pick<VariantScore, "score"> & { ready?: boolean })[]): number | null {
  if (scores.length < 2) return null;
  const best = Math.max(...scores.map((item) => item.score));
  const leaders = scores.flatMap((item, index) => (item.score === best ? [index] : []));
  const leader = leaders.length === 1 ? leaders[0] : undefined;
  return leader !== undefined && scores[leader]?.ready !== false ? leader : null;
}
