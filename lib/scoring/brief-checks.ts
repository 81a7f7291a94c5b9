// The checks that come first: copy that still asks the user to fill something in, leaves out a key point of the
// brief, drops the offer the brief states or gives Google too few lines is not ready to publish, however well it
// reads. Failing one of them caps the score (see score.ts) and keeps the variant from being marked the better one.
import { responsiveSearchAd } from "../config/generation/ads";
import { offerTypes } from "../config/generation/scoring";
import { missingKeyPoints, offerOf, saysOffer } from "../generator/brief-facts";
import { responsiveSearchAdRows } from "../generator/format";
import { firstNameField, placeholdersIn } from "../generator/placeholders";
import { check } from "./check";
import { listOf, plural, quote } from "./text";
import type { ScoreCheck, ScoredBrief } from "./types";

/** Where a placeholder sits, as the user finds it: an ad's or email's labelled line, else the line number. */
function whereIs(variant: string, line: number): string {
  const label = /^\s*\**\s*([A-Z][\p{L} ]{2,20}?\s*\d*)\s*\**\s*:/u.exec(variant.split("\n")[line - 1] ?? "")?.[1];
  return label ? label.trim().toLowerCase() : `line ${line}`;
}

export function placeholdersCheck(brief: ScoredBrief, variant: string): ScoreCheck {
  const found = placeholdersIn(variant, brief.contentType === "email" ? [firstNameField] : []);
  if (found.length === 0) return check("placeholders", true, "Nothing left to fill in");
  const places = found.map((item) => `${quote(item.text)} in ${whereIs(variant, item.line)}`).join(", ");
  return check("placeholders", false, `${plural(found.length, "placeholder")} to fill in before publishing: ${places}`);
}

export function keyPointsCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  const missing = missingKeyPoints(brief, variant);
  if (missing.length === 0) {
    // A brief without key points has nothing to check here.
    return missingKeyPoints(brief, "").length === 0
      ? null
      : check("keyPoints", true, "Uses every key point of the brief");
  }
  return check("keyPoints", false, `Leaves out ${listOf(missing.map((point) => point.text))}`);
}

export function offerCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  const needs =
    (offerTypes as readonly string[]).includes(brief.contentType) &&
    (brief.contentType !== "email" || brief.emailType === "promotional");
  const offer = needs ? offerOf(brief) : null;
  if (!offer) return null;
  return saysOffer(variant, offer)
    ? check("offer", true, `States the brief's offer: ${quote(offer)}`)
    : check("offer", false, `Leaves out the brief's offer, ${quote(offer)}`);
}

export function adMinimumsCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  if (brief.contentType !== "ads" || brief.platform !== "google") return null;
  const rows = responsiveSearchAdRows(brief, variant) ?? [];
  const headlines = new Set(rows.filter((row) => row.rule === "googleHeadline").map((row) => row.text.toLowerCase()));
  const descriptions = new Set(
    rows.filter((row) => row.rule === "googleDescription").map((row) => row.text.toLowerCase()),
  );
  const { minHeadlines, minDescriptions } = responsiveSearchAd;
  const counts = `${plural(headlines.size, "headline")} and ${plural(descriptions.size, "description")}`;
  return headlines.size >= minHeadlines && descriptions.size >= minDescriptions
    ? check("adMinimums", true, `${counts}: Google needs at least ${minHeadlines} and ${minDescriptions}`)
    : check(
        "adMinimums",
        false,
        `${counts}; Google refuses an ad with fewer than ${minHeadlines} headlines and ${minDescriptions} descriptions`,
      );
}
