// Reading copy the way the score checks need it: the words a reader sees (without "Headline 3:" labels, list
// markers or a script's scene headings and directions), its sentences, hashtags, emoji and whole-word phrases.
// Every pattern here is linear and runs once over one variant, so scoring on each render stays cheap.

import { phrasePattern, phrasesIn } from "../generator/pipeline/phrases";

export { phrasePattern, phrasesIn };

const labelPrefix =
  /^(?:primary text|headline|description|subject(?: line)?|preview(?: text)?|meta description)(?:\s*\d+)?\s*:\s*/i;
const listMarker = /^(?:[-*•>]+|\d+[.)]|#{1,6})\s+/;
const sceneTiming = /^\[[^\]]*\]\s*/;
const direction = /^[([].*[)\]]$/;

/** The lines of copy a reader reads, in order. */
export function copyLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split("\n")) {
    let line = raw
      .replace(/\*\*|__/g, "")
      .trim()
      .replace(listMarker, "")
      .replace(labelPrefix, "");
    if (sceneTiming.test(line)) {
      line = line.replace(sceneTiming, "");
      // "[0:00–0:05] HOOK" names the scene; only words in lower case are spoken.
      if (!/\p{Ll}/u.test(line)) continue;
    }
    if (direction.test(line)) continue;
    if (line) lines.push(line);
  }
  return lines;
}

/** Sentences of the given lines; a line without end punctuation (a headline, a bullet) is a sentence of its own. */
export function sentencesOf(lines: readonly string[]): string[] {
  return lines
    .flatMap((line) => line.split(/(?<=[.!?…])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function wordsOf(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

const hashtagPattern = /(?<![\p{L}\p{N}_&#])#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*/gu;

export function hashtagsIn(text: string): string[] {
  return text.match(hashtagPattern) ?? [];
}

// One emoji as a reader sees it: a pictograph with its skin tone or presentation marks, joined sequences (👩‍💻) and
// flags counting once. ©, ® and ™ are pictographs to Unicode but text to a reader unless asked to be emoji.
const emojiPattern =
  /(?:\p{Extended_Pictographic}[\u{FE0F}\p{Emoji_Modifier}]*)(?:\u200D\p{Extended_Pictographic}[\u{FE0F}\p{Emoji_Modifier}]*)*|\p{Regional_Indicator}{2}/gu;

export function emojiIn(text: string): string[] {
  return (text.match(emojiPattern) ?? []).filter((emoji) => !/^[©®™]$/u.test(emoji));
}

/** A phrase for a one-line explanation: quoted and cut to `max` characters. */
export function quote(text: string, max = 40): string {
  const chars = Array.from(text.trim());
  return `“${
    chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join("")
          .trimEnd()}…`
      : chars.join("")
  }”`;
}

export function listOf(items: readonly string[]): string {
  return items.map((item) => quote(item)).join(", ");
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
