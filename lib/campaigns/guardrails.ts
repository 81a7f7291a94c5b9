// The campaign's guardrails per asset, as the board shows them: banned terms (each with how often it occurs), the
// disclosure in every paid ad, and the call to action. The disclosure must appear word for word and in the same
// case, though a line break may stand for a space; the call to action may differ in capitalisation (it often opens
// a sentence) but not in wording, and an asset that sets its own call to action is held to that one instead.
import { campaignChannels } from "../config/campaigns";
import type { CampaignAsset } from "./asset";
import { countTerm } from "./banned-terms";
import { sameItemKey } from "./schema";

export type GuardrailRules = { bannedTerms: readonly string[]; disclosure: string; callToAction: string };

export type BannedTermHit = { term: string; count: number };

export type AssetGuardrails = {
  assetId: string;
  /** Only the terms that occur. */
  bannedTerms: BannedTermHit[];
  /** "not required": not a paid ad, or the campaign has no disclosure. */
  disclosure: "present" | "missing" | "not required";
  callToAction: { expected: string; present: boolean };
};

export type GuardrailReport = {
  assets: AssetGuardrails[];
  bannedTermHits: number;
  missingDisclosures: number;
  missingCallsToAction: number;
  passed: boolean;
};

const spaced = (value: string) => value.normalize("NFC").replace(/\s+/gu, " ").trim();

function checkAsset(
  asset: Pick<CampaignAsset, "id" | "channel" | "text" | "callToAction">,
  rules: GuardrailRules,
): AssetGuardrails {
  const bannedTerms = rules.bannedTerms
    .map((term) => ({ term, count: countTerm(asset.text, term) }))
    .filter((hit) => hit.count > 0);
  const disclosureRequired = campaignChannels[asset.channel].paidAd && spaced(rules.disclosure) !== "";
  const disclosure = !disclosureRequired
    ? "not required"
    : spaced(asset.text).includes(spaced(rules.disclosure))
      ? "present"
      : "missing";
  const expected = asset.callToAction?.trim() || rules.callToAction.trim();
  return {
    assetId: asset.id,
    bannedTerms,
    disclosure,
    callToAction: { expected, present: sameItemKey(asset.text).includes(sameItemKey(expected)) },
  };
}

export function checkGuardrails(
  assets: readonly Pick<CampaignAsset, "id" | "channel" | "text" | "callToAction">[],
  rules: GuardrailRules,
): GuardrailReport {
  const checked = assets.map((asset) => checkAsset(asset, rules));
  const bannedTermHits = checked.reduce(
    (sum, asset) => sum + asset.bannedTerms.reduce((n, hit) => n + hit.count, 0),
    0,
  );
  const missingDisclosures = checked.filter((asset) => asset.disclosure === "missing").length;
  const missingCallsToAction = checked.filter((asset) => !asset.callToAction.present).length;
  return {
    assets: checked,
    bannedTermHits,
    missingDisclosures,
    missingCallsToAction,
    passed: bannedTermHits === 0 && missingDisclosures === 0 && missingCallsToAction === 0,
  };
}
