// An asset's link: the landing page tagged for analytics per asset, and the length a text counts on the platform
// once the link is in it (X counts any URL as 23 characters, whatever it is; the others count what is written).
import { characterCount, countFor } from "../ai/limits";
import { campaignChannels, type CampaignChannel } from "../config/campaigns";

const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_content"] as const;

/** The key of one `name=value` pair of a query, decoded; the pair as written when it does not decode. */
function queryKey(pair: string): string {
  const key = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(key.replace(/\+/g, " "));
  } catch {
    return key;
  }
}

/**
 * The landing URL with this asset's UTM parameters, or null when the channel's assets carry no link. The landing
 * page's own query stays as written, but for UTM parameters it already had: the asset's own replace them, so every
 * visit is credited to the asset it came from.
 */
export function assetLink(
  landingUrl: string,
  asset: { id: string; channel: CampaignChannel },
  campaignSlug: string,
): string | null {
  const link = campaignChannels[asset.channel].link;
  if (!link) return null;
  const url = new URL(landingUrl);
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !(utmKeys as readonly string[]).includes(queryKey(pair)));
  const utm = new URLSearchParams({
    utm_source: link.utmSource,
    utm_medium: link.utmMedium,
    utm_campaign: campaignSlug,
    utm_content: asset.id,
  });
  url.search = [...kept, utm.toString()].join("&");
  return url.toString();
}

/** How long `text` counts on the channel's platform, links included as the platform counts them. */
export function platformLength(channel: CampaignChannel, text: string): number {
  const rule = campaignChannels[channel].lengthRule;
  return rule ? countFor(rule, text) : characterCount(text);
}

/** What one link counts on the channel's platform. */
export function linkLength(channel: CampaignChannel, url: string): number {
  return campaignChannels[channel].link?.countsAsCharacters ?? characterCount(url);
}
