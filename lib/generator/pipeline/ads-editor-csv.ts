// A responsive search ad as a CSV that Google Ads Editor imports (Account > Import > From file, or "Make multiple
// changes"): English column headers as Ads Editor names them, one row for the ad. The final URL and display paths
// come from the brief; campaign and ad group are left blank for the user to fill in Ads Editor (the screen says
// so), since no brief knows them. Pins are written only where the user pinned a headline.
import { responsiveSearchAd } from "../../config/generation/ads";
import type { RsaSet } from "./rsa";

const numbered = (name: string, count: number, suffix = "") =>
  Array.from({ length: count }, (_, index) => `${name} ${index + 1}${suffix}`);

export const adsEditorColumns = [
  "Campaign",
  "Ad group",
  "Ad type",
  ...numbered("Headline", responsiveSearchAd.maxHeadlines),
  ...numbered("Description", responsiveSearchAd.maxDescriptions),
  ...numbered("Headline", responsiveSearchAd.maxHeadlines, " position"),
  ...numbered("Description", responsiveSearchAd.maxDescriptions, " position"),
  "Path 1",
  "Path 2",
  "Final URL",
] as const;

/** Where the ad goes; each part left out stays a blank cell. */
export type AdsEditorPlacement = {
  campaign?: string;
  adGroup?: string;
  finalUrl?: string;
  path1?: string;
  path2?: string;
};

// A cell a spreadsheet would run as a formula. "+" and "-" open real ad text ("+30% faster"), so only these do.
const formulaStart = /^[=@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, inner quotes doubled; a cell that
 * a spreadsheet would run as a formula starts with a quote, so opening the file elsewhere runs nothing.
 */
export function csvField(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (fields: readonly string[]) => fields.map(csvField).join(",");

/** The header line and the ad's row, CRLF-terminated as RFC 4180 has it. */
export function adsEditorCsv(set: RsaSet, placement: AdsEditorPlacement = {}): string {
  const row: Record<string, string> = {
    Campaign: placement.campaign ?? "",
    "Ad group": placement.adGroup ?? "",
    "Ad type": "Responsive search ad",
    "Path 1": placement.path1 ?? "",
    "Path 2": placement.path2 ?? "",
    "Final URL": placement.finalUrl ?? "",
  };
  set.headlines.forEach((headline, index) => {
    row[`Headline ${index + 1}`] = headline.text;
    if (headline.pin !== null) row[`Headline ${index + 1} position`] = String(headline.pin);
  });
  set.descriptions.forEach((description, index) => {
    row[`Description ${index + 1}`] = description.text;
    if (description.pin !== null) row[`Description ${index + 1} position`] = String(description.pin);
  });
  return `${csvLine(adsEditorColumns)}\r\n${csvLine(adsEditorColumns.map((column) => row[column] ?? ""))}\r\n`;
}
