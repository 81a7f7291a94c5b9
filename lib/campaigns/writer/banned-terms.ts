// Banned terms taken out of an asset the way the guardrail counts them (banned-terms.ts): whole words, in any
// capitalisation, a term of several words across any run of spaces. The spaces a removed term leaves are tidied, so
// the sentence reads on without a gap or a space before its punctuation.
import { countTerm } from "../banned-terms";

const wordCharacter = "[\\p{L}\\p{M}\\p{N}_]";
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

function termPattern(term: string): RegExp | null {
  const words = term.normalize("NFC").trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(`(?<!${wordCharacter})${words.map(escapeRegExp).join("\\s+")}(?!${wordCharacter})`, "giu");
}

/** Spaces doubled or left before punctuation by a removed word, and lines left with only spaces. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+([,.;:!?…)])/g, "$1")
    .replace(/([(])[ \t]+/g, "$1")
    .replace(/^[ \t]+|[ \t]+$/gm, "")
    .replace(/,([.;:!?])/g, "$1");
}

/** The text without any of `terms`; a removal that brings two halves of a term together is caught by the next pass. */
export function withoutBannedTerms(text: string, terms: readonly string[]): string {
  let clean = text.normalize("NFC");
  for (let pass = 0; pass < 5 && terms.some((term) => countTerm(clean, term) > 0); pass++) {
    for (const term of terms) {
      const pattern = termPattern(term);
      if (pattern) clean = clean.replace(pattern, "");
    }
    clean = tidy(clean);
  }
  return clean;
}
