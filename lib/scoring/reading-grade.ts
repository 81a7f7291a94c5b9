// Reading grade: the Flesch–Kincaid grade level (0.39 × words per sentence + 11.8 × syllables per word − 15.59),
// with syllables counted by a spelling heuristic, which is close enough on marketing copy to tell easy text from
// dense text. English only: the formula and the heuristic are tuned to English.
import { readingGrade as gradeRules } from "../config/generation/scoring";
import { writesEnglish } from "./brief";
import { check } from "./check";
import { copyLines, sentencesOf, wordsOf } from "./text";
import type { ScoreCheck, ScoredBrief } from "./types";

/** Syllables in an English word, estimated from its vowel groups (a silent final "e" and "-es"/"-ed" not counted). */
export function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, "");
  if (letters.length <= 3) return 1;
  const spoken = letters.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  return Math.max(1, spoken.match(/[aeiouy]+/g)?.length ?? 0);
}

export type Readability = { grade: number; words: number; sentences: number };

// Hashtags, links and {placeholders} are not read as words.
const unread = /#[\p{L}\p{N}_]+|https?:\/\/\S+|www\.\S+|\{[^}]*\}/gu;

/** The Flesch–Kincaid grade of the copy, to one decimal, never below 0. */
export function readability(text: string): Readability {
  const sentences = sentencesOf(copyLines(text.replace(unread, " "))).filter(
    (sentence) => wordsOf(sentence).length > 0,
  );
  const words = sentences.flatMap(wordsOf);
  if (words.length === 0) return { grade: 0, words: 0, sentences: 0 };
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  const grade = 0.39 * (words.length / sentences.length) + 11.8 * (syllableCount / words.length) - 15.59;
  return { grade: Math.max(0, Math.round(grade * 10) / 10), words: words.length, sentences: sentences.length };
}

export function readingGradeCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  if (!(gradeRules.contentTypes as readonly string[]).includes(brief.contentType) || !writesEnglish(brief)) return null;
  const { grade, words } = readability(variant);
  // A few words are too few to grade.
  if (words < gradeRules.minWords) return null;
  return grade <= gradeRules.max
    ? check("readingGrade", true, `Reading grade ${grade}: easy on a phone (aim for ${gradeRules.max} or lower)`)
    : check(
        "readingGrade",
        false,
        `Reading grade ${grade}: shorter sentences and words would bring it to ${gradeRules.max} or lower`,
      );
}
