// The checks that come first: copy that still asks the user to fill something in, leaves out a key point of the
// brief, drops the offer the brief states or gives Google too few lines is not ready to publish, however well it
// reads. Failing one of them caps the score (see score.ts) and keeps the variant from being marked the better one.
import { responsiveSearchAd } from "../config/generation/ads";
import { offerTypes } from "../config/generation/scoring";
import {
  briefText,
  keyPointsOf,
  missingKeyPoints,
  offerOf,
  saysOffer,
  translatedFrom,
} from "../generator/pipeline/brief-facts";
import { placeholdersIn } from "../generator/pipeline/placeholders";
import { responsiveSearchAdSet } from "../generator/pipeline/rsa";
import { check } from "./check";
import { listOf, plural, quote } from "./text";
import type { ScoreCheck, ScoredBrief } from "./types";

/** Where a placeholder sits, as the user finds it: an ad's or email's labelled line, else the line number. */
function whereIs(variant: string, line: number): string {
  const label = /^\s*\**\s*([A-Z][\p{L} ]{2,20}?\s*\d*)\s*\**\s*:/u.exec(variant.split("\n")[line - 1] ?? "")?.[1];
  return label ? label.trim().toLowerCase() : `line ${line}`;
}

export function placeholdersCheck(brief: ScoredBrief, variant: string): ScoreCheck {
  const found = placeholdersIn(variant, brief.contentType);
  if (found.length === 0) return check("placeholders", true, "Nothing left to fill in");
  const places = found.map((item) => `${quote(item.text)} in ${whereIs(variant, item.line)}`).join(", ");
  return check("placeholders", false, `${plural(found.length, "placeholder")} to fill in before publishing: ${places}`);
}

export function keyPointsCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  // A brief without key points has nothing to check here.
  if (keyPointsOf(brief).length === 0) return null;
  const missing = missingKeyPoints(brief, variant);
  if (missing.length === 0) return check("keyPoints", true, "Uses every key point of the brief");
  return check("keyPoints", false, `Leaves out ${listOf(missing.map((point) => point.text))}`);
}

export function offerCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  const needs =
    (offerTypes as readonly string[]).includes(brief.contentType) &&
    (brief.contentType !== "email" || brief.emailType === "promotional");
  const offer = needs ? offerOf(brief) : null;
  if (!offer) return null;
  return saysOffer(variant, offer, translatedFrom(briefText(brief), variant))
    ? check("offer", true, `States the brief's offer: ${quote(offer)}`)
    : check("offer", false, `Leaves out the brief's offer, ${quote(offer)}`);
}

export function adMinimumsCheck(brief: ScoredBrief, variant: string): ScoreCheck | null {
  // The same set the export is built from: repeats and lines over Google's limits do not count.
  const set = responsiveSearchAdSet(brief, variant);
  if (!set) return brief.contentType === "ads" && brief.platform === "google" ? noAdLines : null;
  const { minHeadlines, minDescriptions } = responsiveSearchAd;
  const counts = `${plural(set.counts.headlines, "headline")} and ${plural(set.counts.descriptions, "description")}`;
  return set.problems.length === 0
    ? check("adMinimums", true, `${counts}: Google needs at least ${minHeadlines} and ${minDescriptions}`)
    : check(
        "adMinimums",
        false,
        `${counts} Google takes; it refuses an ad with fewer than ${minHeadlines} headlines and ${minDescriptions} descriptions`,
      );
}

const noAdLines = check(
  "adMinimums",
  false,
  `No "Headline 1:" or "Description 1:" lines; Google needs at least ${responsiveSearchAd.minHeadlines} headlines and ${responsiveSearchAd.minDescriptions} descriptions`,
);
