// Where a feed hides the rest of a post behind "…see more": after a number of characters, moved back to the last
// space or line break so that no word is cut in two.

export type Fold = { shown: string; hidden: string };

/** Splits `text` at the fold: all of it shown when it fits in `limit` characters (Unicode code points). */
export function foldText(text: string, limit: number): Fold {
  const characters = Array.from(text);
  if (characters.length <= limit) return { shown: text, hidden: "" };
  let cut = limit;
  while (cut > 0 && !/\s/u.test(characters[cut] ?? "")) cut -= 1;
  // A single word longer than the fold: the feed shows none of it, rather than part of a word.
  return { shown: characters.slice(0, cut).join("").trimEnd(), hidden: characters.slice(cut).join("").trimStart() };
}

/** `text` cut at `limit` on a word boundary with an ellipsis, as an inbox shows a long subject or preheader. */
export function clipText(text: string, limit: number): string {
  const { shown, hidden } = foldText(text, limit);
  return hidden === "" ? shown : `${shown}…`;
}
