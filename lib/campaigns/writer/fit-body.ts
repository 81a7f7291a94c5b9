// Brings the body of an asset within what its closing leaves room for: whole trailing lines go first (hashtags, a
// sign-off), then whole trailing sentences, then it ends after a whole word with an ellipsis. The closing (call to
// action, link, disclosure) is never cut: only the body before it gives way.
const ellipsis = "…";

type Fits = (body: string) => boolean;

/** The longest start of `text` ending at one of `cuts` that fits; null when none does. */
function longestFitting(text: string, cuts: readonly number[], fits: Fits, end = ""): string | null {
  let [low, high, best] = [0, cuts.length - 1, -1];
  const attempt = (cut: number) => `${text.slice(0, cut).replace(/[\s,;:–—-]+$/u, "")}${end}`;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(attempt(cuts[middle] ?? 0))) [best, low] = [middle, middle + 1];
    else high = middle - 1;
  }
  const cut = cuts[best];
  return cut === undefined ? null : attempt(cut);
}

const positions = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)]
    .map((match) => match.index + match[0].length)
    .filter((cut) => cut > 0 && cut < text.length);

export function fitBody(body: string, fits: Fits): string {
  const text = body.trimEnd();
  if (fits(text)) return text;
  const lines = positions(text, /(?=\n)/g);
  const byLine = longestFitting(text, lines, fits);
  if (byLine) return byLine;
  const sentences = positions(text, /[.!?…]+(?=\s)/g);
  const bySentence = longestFitting(text, sentences, fits);
  if (bySentence) return bySentence;
  const words = positions(text, /\S+(?=\s)/g);
  return longestFitting(text, words, fits, ellipsis) ?? "";
}
