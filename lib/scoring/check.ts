import { scoreWeights, type ScoreCheckId } from "../config/generation/scoring";
import type { ScoreCheck } from "./types";

const labels: Record<ScoreCheckId, string> = {
  placeholders: "No placeholders left",
  keyPoints: "Every key point used",
  offer: "The brief's offer",
  adMinimums: "Google's minimums",
  hardLimit: "Within the platform's limit",
  fold: "Fits the fold",
  hookLength: "Short opening line",
  hookSpecific: "Specific hook",
  callToAction: "Call to action",
  avoidWords: "Brand voice's words avoided",
  aiTells: "No AI tells",
  readingGrade: "Easy to read",
  hashtags: "Hashtags",
  emojis: "Emoji",
};

/** One check's result, labelled and weighted from config. */
export function check(id: ScoreCheckId, pass: boolean, why: string): ScoreCheck {
  return { id, label: labels[id], pass, why, weight: scoreWeights[id] };
}
