// The hook: the line that decides whether anyone reads on. It should be short enough to take in at a glance and
// specific: a number, a question, the reader ("you") or a concrete thing (a name, or a thing the brief is about).
import { characterCount } from "../ai/limits";
import { hook as hookRules } from "../config/generation/scoring";
import { sectionsOf } from "../generator/pipeline/format";
import { writesEnglish } from "./brief";
import { check } from "./check";
import { copyLines, quote, sentencesOf, wordsOf } from "./text";
import type { ScoreCheck, ScoredBrief } from "./types";

type Hook = { text: string; name: string; lengthCounts: boolean };

const sceneTimingLine = /^\s*\**\s*\[[^\]]*\d:\d\d/;

function firstSentence(lines: readonly string[]): string {
  return sentencesOf(lines.slice(0, 1))[0] ?? "";
}

/**
 * The opening that works as the hook, or null where a type has none: a post's first line, a Facebook ad's first
 * sentence, an email's subject, a script's first spoken sentence, an introduction's first sentence. An email
 * subject's length is the fold check's, so only its specificity counts here.
 */
export function hookOf(brief: ScoredBrief, variant: string): Hook | null {
  switch (brief.contentType) {
    case "social": {
      const line = copyLines(variant)[0];
      return line ? { text: line, name: "Opening line", lengthCounts: true } : null;
    }
    case "ads": {
      if (brief.platform !== "facebook") return null;
      const primary = sectionsOf(brief, variant).find((section) => section.rule === "facebookPrimaryText");
      const sentence = primary ? firstSentence([primary.text]) : "";
      return sentence ? { text: sentence, name: "Opening sentence", lengthCounts: true } : null;
    }
    case "email": {
      const subject = sectionsOf(brief, variant).find((section) => section.rule === "emailSubject");
      return subject?.text ? { text: subject.text, name: "Subject", lengthCounts: false } : null;
    }
    case "scripts": {
      const lines = variant.split("\n");
      const firstScene = lines.findIndex((line) => sceneTimingLine.test(line));
      const sentence = firstSentence(copyLines(lines.slice(Math.max(0, firstScene)).join("\n")));
      return sentence ? { text: sentence, name: "First spoken sentence", lengthCounts: true } : null;
    }
    case "blog": {
      if (brief.platform !== "intro") return null;
      const sentence = firstSentence(copyLines(variant));
      return sentence ? { text: sentence, name: "Opening sentence", lengthCounts: true } : null;
    }
    default:
      return null;
  }
}

export function hookLengthCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  const hook = hookOf(brief, variant);
  if (!hook?.lengthCounts) return null;
  const count = characterCount(hook.text);
  const max = hookRules.maxCharacters;
  return count <= max
    ? check("hookLength", true, `${hook.name}: ${count} characters, readable at a glance`)
    : check("hookLength", false, `${hook.name} runs ${count} characters; keep it to ${max} so it reads at a glance`);
}

const numberWords = new Set([
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "twenty",
  "thirty",
  "fifty",
  "hundred",
  "thousand",
  "million",
  "billion",
  "half",
  "dozen",
]);
const readerWords = new Set([
  "you",
  "your",
  "yours",
  "yourself",
  "yourselves",
  "you're",
  "you’re",
  "you'll",
  "you’ll",
  "you've",
  "you’ve",
  "you'd",
  "you’d",
]);

// Words too general to make a hook concrete even when the brief uses them.
const generalWords = new Set([
  "about",
  "after",
  "again",
  "also",
  "because",
  "been",
  "before",
  "being",
  "best",
  "better",
  "both",
  "could",
  "does",
  "doing",
  "down",
  "each",
  "easy",
  "even",
  "every",
  "from",
  "good",
  "great",
  "have",
  "having",
  "help",
  "helps",
  "here",
  "into",
  "just",
  "less",
  "like",
  "made",
  "make",
  "makes",
  "many",
  "more",
  "most",
  "much",
  "must",
  "need",
  "only",
  "other",
  "over",
  "people",
  "really",
  "same",
  "should",
  "simple",
  "some",
  "still",
  "such",
  "than",
  "that",
  "their",
  "them",
  "then",
  "there",
  "these",
  "they",
  "thing",
  "things",
  "this",
  "those",
  "through",
  "time",
  "today",
  "very",
  "want",
  "ways",
  "well",
  "were",
  "what",
  "when",
  "where",
  "which",
  "while",
  "will",
  "with",
  "within",
  "without",
  "would",
  "your",
  "yours",
]);

const stem = (word: string) => {
  const lower = word.toLowerCase().replace(/’/g, "'");
  return lower.length > 4 && lower.endsWith("s") && !lower.endsWith("ss") ? lower.slice(0, -1) : lower;
};

function briefNouns(brief: ScoredBrief): Map<string, string> {
  const nouns = new Map<string, string>();
  const source = [
    brief.headline,
    brief.title,
    brief.topic,
    brief.features,
    brief.benefits,
    brief.usps,
    brief.challenges,
  ].join(" ");
  for (const word of wordsOf(source)) {
    const lower = word.toLowerCase();
    // Past tenses and adverbs ("stopped", "weekly") describe rather than name.
    if (word.length >= 4 && !generalWords.has(lower) && !/(?:ed|ly)$/.test(lower) && !/^\p{N}+$/u.test(word))
      nouns.set(stem(word), word);
  }
  return nouns;
}

/** Why the hook is specific, or null when it is not. */
function specificity(brief: ScoredBrief, text: string): string | null {
  const words = wordsOf(text);
  const number = words.find((word) => /\p{N}/u.test(word) || numberWords.has(word.toLowerCase()));
  if (number) return `Has a number: ${quote(number)}`;
  if (text.includes("?")) return "Asks a question";
  if (writesEnglish(brief) && words.some((word) => readerWords.has(word.toLowerCase())))
    return "Speaks to the reader (“you”)";
  const nouns = briefNouns(brief);
  const named = words.find((word) => nouns.has(stem(word)));
  if (named) return `Names ${quote(named)} from the brief`;
  const firstWords = new Set(sentencesOf([text]).map((sentence) => wordsOf(sentence)[0]));
  const proper = words.find((word) => /^\p{Lu}\p{Ll}/u.test(word) && !firstWords.has(word));
  if (proper) return `Names ${quote(proper)}`;
  return null;
}

export function hookSpecificCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  const hook = hookOf(brief, variant);
  if (!hook) return null;
  const why = specificity(brief, hook.text);
  return why
    ? check("hookSpecific", true, why)
    : check("hookSpecific", false, `${hook.name} has no number, name, question or “you” to catch the eye`);
}
