// A brand voice as the generator uses it: what the prompt tells a model, and the rules the offline writer can keep.
import { parseWordsToAvoid, phrasePattern } from "./phrases";

/** A brand voice preset as the prompt uses it. */
export type BrandVoice = {
  name: string;
  tone: string;
  audience: string;
  styleNotes: string;
  wordsToAvoid: string;
  description: string;
};

/** What of a voice templates can follow: words never to write, and whether to leave out emoji and hashtags. */
export type VoiceRules = { avoid: RegExp | null; noEmoji: boolean; noHashtags: boolean };

const negation = /\b(?:no|not|without|avoid|never|don't|do not|skip|none)\b/i;

/** Whether a clause of the notes turns `subject` down: "No emojis or hashtags", "Hashtags: never", "skip emoji". */
function refuses(notes: string, subject: RegExp): boolean {
  return notes.split(/[.;,\n!]|\bbut\b/i).some((clause) => negation.test(clause) && subject.test(clause));
}

export function voiceRules(voice: Pick<BrandVoice, "wordsToAvoid" | "styleNotes" | "description"> | null): VoiceRules {
  const notes = `${voice?.styleNotes ?? ""}\n${voice?.description ?? ""}`;
  return {
    avoid: phrasePattern(parseWordsToAvoid(voice?.wordsToAvoid ?? "")),
    noEmoji: refuses(notes, /\bemoj/i),
    noHashtags: refuses(notes, /\bhashtags?\b/i),
  };
}

const numberedLabel = /^(\s*\**\s*)(Headline|Description|Meta description) \d+(\s*\**\s*:)/i;

/**
 * The copy without the voice's words to avoid: a Google or meta line that holds one is left out (and the rest
 * renumbered), elsewhere the sentence that holds one goes. A line that would be left empty stays as written, so the
 * layout (a subject, a headline) is never broken; the score then shows the word.
 */
export function withoutAvoidedWords(copy: string, avoid: RegExp | null): string {
  if (!avoid) return copy;
  const has = (text: string) => {
    avoid.lastIndex = 0;
    return avoid.test(text);
  };
  const kept: string[] = [];
  for (const line of copy.split("\n")) {
    if (!has(line)) kept.push(line);
    else if (!numberedLabel.test(line)) {
      const label = /^\s*\**\s*[\p{L} ]{2,20}\s*\**\s*:\s*/u.exec(line)?.[0] ?? "";
      const sentences = line
        .slice(label.length)
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !has(sentence));
      const text = sentences.join(" ").trim();
      if (text) kept.push(`${label}${text}`);
      else if (label) kept.push(line);
    }
  }
  const counters = new Map<string, number>();
  return kept
    .map((line) =>
      line.replace(numberedLabel, (_, before: string, name: string, after: string) => {
        const count = (counters.get(name.toLowerCase()) ?? 0) + 1;
        counters.set(name.toLowerCase(), count);
        return `${before}${name} ${count}${after}`;
      }),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}
