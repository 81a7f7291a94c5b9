// Edits of a file's text by offsets, for changes that leave the rest of the file exactly as written.

/** A change to a file's text: the original range [start, end) replaced by text. */
export type TextEdit = { start: number; end: number; text: string };

/** A parsed node's start or end offset (always set by the parser; the types allow null). */
export function offset(position: number | null | undefined): number {
  if (position == null) throw new Error("a parsed node has a position");
  return position;
}
