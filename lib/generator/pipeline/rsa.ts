// A Google responsive search ad as Google will take it: the headlines and descriptions of one variant, within
// Google's limits and without repeats, pinned only where the user pins them (pinning lowers Ad Strength, so
// nothing is pinned by default), and the three headlines and two descriptions a search result shows at once.
import { countFor } from "../../ai/limits";
import { responsiveSearchAd } from "../../config/generation/ads";
import { lengthRules } from "../../config/generation/platform-lengths";
import type { GeneratorInput } from "../schema";
import { responsiveSearchAdRows, type Section } from "./format";

export type RsaKind = "headline" | "description";

export type RsaAsset = {
  label: string;
  text: string;
  characters: number;
  /** The position the user pinned it to (Google's "Headline position" 1–3), or null to let Google rotate it. */
  pin: number | null;
};

/** The user's pins: a headline's text, as written → the position it is pinned to (1–3). */
export type RsaPins = Readonly<Record<string, number>>;

export type RsaLeftOut = {
  kind: RsaKind;
  label: string;
  text: string;
  reason: "duplicate" | "too long" | "beyond the maximum";
  message: string;
};

export type RsaSet = {
  headlines: RsaAsset[];
  descriptions: RsaAsset[];
  counts: { headlines: number; descriptions: number };
  /** Lines of the copy that are not in the set, each with the reason in words. */
  leftOut: RsaLeftOut[];
  /** Why Google would refuse the ad as it stands (too few headlines or descriptions); empty when it can go. */
  problems: string[];
};

export type RsaBrief = Pick<GeneratorInput, "contentType" | "platform">;

/** What Google shows as the ad's address: the final URL's domain and the display paths, or a stand-in without a URL. */
export function adDisplayUrl(brief: Pick<GeneratorInput, "finalUrl" | "path1" | "path2">): string {
  if (!brief.finalUrl) return responsiveSearchAd.displayUrl;
  let host: string;
  try {
    host = new URL(brief.finalUrl).hostname.replace(/^www\./, "");
  } catch {
    return responsiveSearchAd.displayUrl;
  }
  return [host, brief.path1, brief.path2].filter(Boolean).join("/");
}

const kinds = {
  headline: {
    rule: "googleHeadline",
    max: responsiveSearchAd.maxHeadlines,
    min: responsiveSearchAd.minHeadlines,
    plural: "headlines",
  },
  description: {
    rule: "googleDescription",
    max: responsiveSearchAd.maxDescriptions,
    min: responsiveSearchAd.minDescriptions,
    plural: "descriptions",
  },
} as const;

/** Google compares assets ignoring case and spacing: "Free Trial" and "free  trial" are the same headline. */
function duplicateKey(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}

function collect(kind: RsaKind, rows: Section[], leftOut: RsaLeftOut[]): RsaAsset[] {
  const { rule, max, plural } = kinds[kind];
  const limit = lengthRules[rule].limit;
  const kept: RsaAsset[] = [];
  const seen = new Map<string, RsaAsset>();
  for (const row of rows) {
    const text = row.text.trim();
    if (text === "") continue;
    const characters = countFor(rule, text);
    const refuse = (reason: RsaLeftOut["reason"], message: string) =>
      leftOut.push({ kind, label: row.label, text, reason, message });
    const earlier = seen.get(duplicateKey(text));
    if (characters > limit)
      refuse("too long", `${row.label} is ${characters} of ${limit} characters; Google refuses it, so it is left out.`);
    else if (earlier)
      refuse(
        "duplicate",
        `${row.label} repeats ${earlier.label.toLowerCase()} ("${earlier.text}"); Google refuses duplicates, so it is left out.`,
      );
    else if (kept.length >= max)
      refuse("beyond the maximum", `${row.label} is left out: Google takes at most ${max} ${plural}.`);
    else {
      const asset: RsaAsset = { label: row.label, text, characters, pin: null };
      kept.push(asset);
      seen.set(duplicateKey(text), asset);
    }
  }
  return kept;
}

/** The set from a variant's labelled rows (see `responsiveSearchAdRows`), with the user's pins. */
function buildResponsiveSearchAd(rows: Section[], pins: RsaPins = {}): RsaSet {
  const leftOut: RsaLeftOut[] = [];
  const headlines = collect(
    "headline",
    rows.filter((row) => row.rule === "googleHeadline"),
    leftOut,
  );
  const descriptions = collect(
    "description",
    rows.filter((row) => row.rule === "googleDescription"),
    leftOut,
  );
  headlines.forEach((headline) => {
    const position = pins[headline.text];
    if (position !== undefined && position >= 1 && position <= responsiveSearchAd.shownHeadlines)
      headline.pin = position;
  });
  const problems = (["headline", "description"] as const)
    .map((kind) => ({ ...kinds[kind], count: kind === "headline" ? headlines.length : descriptions.length }))
    .filter(({ count, min }) => count < min)
    .map(({ count, min, plural }) => `Google needs at least ${min} ${plural}; this ad has ${count}.`);
  return {
    headlines,
    descriptions,
    counts: { headlines: headlines.length, descriptions: descriptions.length },
    leftOut,
    problems,
  };
}

/** The responsive search ad in one variant of a Google ad, or null for other copy or a variant without labelled lines. */
export function responsiveSearchAdSet(brief: RsaBrief, variant: string, pins: RsaPins = {}): RsaSet | null {
  const rows = responsiveSearchAdRows(brief, variant);
  return rows ? buildResponsiveSearchAd(rows, pins) : null;
}

export type RsaCombination = { headlines: string[]; descriptions: string[]; title: string; description: string };

/** Fills each shown position with the asset pinned there, else the next unpinned one in the order written. */
function fill(assets: RsaAsset[], positions: number): string[] {
  const unpinned = assets.filter((asset) => asset.pin === null);
  const shown: string[] = [];
  for (let position = 1; position <= positions; position += 1) {
    const next = assets.find((asset) => asset.pin === position) ?? unpinned.shift();
    if (next) shown.push(next.text);
  }
  return shown;
}

/** One way Google may show the ad: three headlines as a "H1 | H2 | H3" title line and two descriptions run together. */
export function shownCombination(set: RsaSet): RsaCombination {
  const headlines = fill(set.headlines, responsiveSearchAd.shownHeadlines);
  const descriptions = fill(set.descriptions, responsiveSearchAd.shownDescriptions);
  return { headlines, descriptions, title: headlines.join(" | "), description: descriptions.join(" ") };
}
