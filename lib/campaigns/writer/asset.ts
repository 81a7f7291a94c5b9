// PLACEHOLDER (contract): writes one asset's text. The asset writer's owner replaces the body; the signature stays.
import type { Provider, Writer } from "../../ai/types";
import type { CampaignChannel } from "../../config/campaigns";
import type { BrandVoice } from "../../generator/pipeline/voice";
import { assetLink } from "../links";
import type { CampaignBrief, MessageHouse } from "../schema";

export type AssetOrder = {
  brief: CampaignBrief;
  house: MessageHouse;
  /** The campaign's slug, for the asset's tagged link. */
  slug: string;
  asset: {
    id: string;
    channel: CampaignChannel;
    slot: number;
    pillar: number;
    keyMessages: readonly number[];
    /** The asset's own call to action; null: the campaign's. */
    callToAction: string | null;
  };
  voice: BrandVoice | null;
};

export type WrittenAsset = { text: string; writer: Writer };

/** Writes the asset: within its platform's hard limits, its link tagged, the disclosure in paid ads, no banned term. */
export async function writeAsset(
  order: AssetOrder,
  chain: readonly Provider[],
  signal: AbortSignal,
): Promise<WrittenAsset> {
  signal.throwIfAborted();
  const [provider] = chain;
  const { brief, asset } = order;
  const link = assetLink(brief.landingUrl, asset, order.slug);
  const lines = [
    ...asset.keyMessages.map((index) => brief.keyMessages[index] ?? ""),
    asset.callToAction ?? brief.callToAction,
    link ?? "",
    brief.disclosure,
  ].filter(Boolean);
  return {
    text: lines.join("\n"),
    writer: { id: provider?.id ?? "offline", label: provider?.label ?? "Offline writer" },
  };
}
