// Campaign assets as the board answers them, for the export's tests: written, approved or not, measured by the
// platform's own rule.
import type { CampaignAssetAnswer } from "@/lib/campaigns/answer";
import { assetLength } from "@/lib/campaigns/limits";
import type { SocialChannel } from "@/lib/config/handoff";

let next = 0;

export function writtenAsset(
  channel: SocialChannel,
  text: string,
  date: string | null,
  extra: Partial<CampaignAssetAnswer> = {},
): CampaignAssetAnswer {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`,
    channel,
    slot: 0,
    pillar: 0,
    keyMessages: [],
    text,
    locked: false,
    callToAction: null,
    status: "done",
    error: null,
    link: null,
    date,
    length: assetLength(channel, text),
    writer: "test",
    review: { status: "none", notes: [] },
    ...extra,
  };
}
