// A banned term counts where it stands as whole words, in any capitalisation: "free" counts in "Free!" and
// "sugar-free" but not in "freedom" or "carefree". Letters of any script (and their accents) are word characters,
// so "café" does not count in "cafés"; a term of several words matches across any run of spaces or line breaks.
// Text and term are compared in one Unicode form, so an accent typed as a separate mark still matches.
const wordCharacter = "[\\p{L}\\p{M}\\p{N}_]";

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

function termPattern(term: string): RegExp | null {
  const words = term.normalize("NFC").trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(`(?<!${wordCharacter})${words.map(escapeRegExp).join("\\s+")}(?!${wordCharacter})`, "giu");
}

/** How many times `term` occurs in `text` as whole words, ignoring case. */
export function countTerm(text: string, term: string): number {
  const pattern = termPattern(term);
  return pattern ? Array.from(text.normalize("NFC").matchAll(pattern)).length : 0;
}
