// What every asset must end up carrying, whatever the writer wrote: no banned term, the call to action (the asset's
// own or the campaign's), the tagged link where the channel carries one, and the disclosure word for word in a paid
// ad. The required wording is the user's and is kept as given: a call to action, link or disclosure that itself
// contains a banned term stays, and the board's guardrails show the clash for the user to settle in the brief.
import { campaignChannels } from "../../config/campaigns";
import { assetLink } from "../links";
import { sameItemKey } from "../schema";
import type { AssetOrder } from "./order";

export type Closing = {
  bannedTerms: readonly string[];
  callToAction: string;
  link: string | null;
  /** Null: not a paid ad, or the campaign has no disclosure. */
  disclosure: string | null;
};

export function closingOf(order: Pick<AssetOrder, "brief" | "asset" | "slug">): Closing {
  const { brief, asset } = order;
  const disclosure = brief.disclosure.trim();
  return {
    bannedTerms: brief.bannedTerms,
    callToAction: asset.callToAction?.trim() || brief.callToAction.trim(),
    link: assetLink(brief.landingUrl, asset, order.slug),
    disclosure: campaignChannels[asset.channel].paidAd && disclosure !== "" ? disclosure : null,
  };
}

/** Whether the text says the call to action, in any capitalisation (as the guardrail reads it). */
export const saysCallToAction = (text: string, callToAction: string) =>
  sameItemKey(text).includes(sameItemKey(callToAction));

/** The lines a text needs at its end: the call to action unless it says it already, the link, the disclosure. */
export function closingLines(body: string, closing: Closing): string[] {
  return [
    saysCallToAction(body, closing.callToAction) ? "" : closing.callToAction,
    closing.link ?? "",
    closing.disclosure ?? "",
  ].filter(Boolean);
}
