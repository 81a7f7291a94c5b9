// What a score is made of: checks computed from the copy and its brief, each saying in one line why it passed or
// failed, so a score can always be explained.
import type { ScoreCheckId } from "../config/generation/scoring";
import type { GeneratorInput } from "../generator/schema";

export type ScoreCheck = { id: ScoreCheckId; label: string; pass: boolean; why: string; weight: number };

/** `ready` is false when a first-order check failed: the score is then capped and the variant never the better one. */
export type VariantScore = { score: number; ready: boolean; checks: ScoreCheck[] };

/** The parts of a brief the checks read (the generator's saved brief and its parsed input both fit). */
export type ScoredBrief = Pick<
  GeneratorInput,
  | "contentType"
  | "platform"
  | "customPlatform"
  | "language"
  | "emailType"
  | "description"
  | "content"
  | "body"
  | "outline"
  | "useEmojis"
  | "headline"
  | "title"
  | "topic"
  | "features"
  | "benefits"
  | "usps"
  | "challenges"
> &
  Partial<Pick<GeneratorInput, "thread">>;

/** What a check needs besides the brief: the brand voice's words to avoid, already split into words. */
export type ScoreContext = { avoidWords: readonly string[] };
