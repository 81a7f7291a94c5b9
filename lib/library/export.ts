import { briefDetails } from "./brief";
import { toCsv } from "./csv";
import { platformOf, typeLabel, writerOf } from "./details";
import { titleOf } from "./title";

/** What the export reads of a saved copy. */
export type ExportedCopy = {
  id: string;
  title: string | null;
  content: string;
  contentType: string;
  parameters: unknown;
  isDraft: boolean;
  favourite: boolean;
  createdAt: Date;
};

export const exportColumns = [
  "Title",
  "Copy",
  "Type",
  "Platform",
  "Brief",
  "Written by",
  "Favourite",
  "Draft",
  "Saved (UTC)",
  "ID",
] as const;

// A byte order mark makes spreadsheet apps read the file as UTF-8, so "Café" does not turn into "CafÃ©".
const utf8Mark = "\uFEFF";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** "2026-11-23 10:00:00": a date and time a spreadsheet reads as one, sorted as it sorts. */
const utcDateTime = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

/**
 * The library as a spreadsheet reads it: one row per copy with its title, text, type and platform by their labels,
 * the brief as one "Field: value" line per field (the platform has its own column), yes/no flags and the date.
 * Cells a spreadsheet would run as a formula are defused by `toCsv`.
 */
export function libraryCsv(copies: readonly ExportedCopy[]): string {
  return (
    utf8Mark +
    toCsv(
      exportColumns,
      copies.map((copy) => [
        titleOf(copy),
        copy.content,
        typeLabel(copy.contentType),
        platformOf(copy.contentType, copy.parameters) ?? "",
        briefDetails(copy.contentType, copy.parameters)
          .filter((detail) => detail.label !== "Platform")
          .map((detail) => `${detail.label}: ${detail.value}`)
          .join("\n"),
        writerOf(copy.parameters) ?? "",
        yesNo(copy.favourite),
        yesNo(copy.isDraft),
        utcDateTime(copy.createdAt),
        copy.id,
      ]),
    )
  );
}
