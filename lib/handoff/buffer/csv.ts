// Buffer's bulk-upload file: the header line exactly as Buffer's template spells it, every field of every row quoted,
// rows ended with CRLF, the text exactly as it is to be published. Nothing is prefixed to defuse spreadsheet formulas: Buffer publishes the cell as it is, so an
// apostrophe before "@" or "=" would appear in the post.
import { bufferFile } from "../../config/handoff";

export type BufferRow = {
  text: string;
  /** Used only when Buffer can fetch it as an image: https, ending .jpg, .jpeg or .png. */
  imageUrl?: string | null;
  tags?: readonly string[];
  /** "YYYY-MM-DD HH:mm" on the chosen time zone's clock; null: Buffer adds the post to the queue's next slot. */
  postingTime: string | null;
};

export const crlf = "\r\n";

const quoted = (field: string) => `"${field.replaceAll('"', '""')}"`;
const line = (fields: readonly string[]) => fields.map(quoted).join(",") + crlf;

/** The URL when Buffer can attach it as an image, else "" (Buffer refuses the row for anything else). */
export function bufferImageUrl(url: string | null | undefined): string {
  const value = url?.trim() ?? "";
  try {
    const parsed = new URL(value);
    const path = parsed.pathname.toLowerCase();
    return parsed.protocol === "https:" && bufferFile.imageExtensions.some((extension) => path.endsWith(extension))
      ? value
      : "";
  } catch {
    return "";
  }
}

/** The file's text: the header and one line per row, each ended with CRLF (the last one too, and nothing after it). */
export function bufferCsv(rows: readonly BufferRow[]): string {
  return (
    bufferFile.header.join(",") +
    crlf +
    rows
      .map((row) => line([row.text, bufferImageUrl(row.imageUrl), (row.tags ?? []).join(","), row.postingTime ?? ""]))
      .join("")
  );
}
