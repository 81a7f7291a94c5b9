// What the campaign's rules read of an asset: where it runs, what it carries and its text.
import type { CampaignChannel } from "../config/campaigns";

export type CampaignAsset = {
  id: string;
  channel: CampaignChannel;
  /** Position of its pillar in the message house (0 is the first). */
  pillar: number;
  /** Positions of the brief's key messages it carries (0 is the first). */
  keyMessages: readonly number[];
  text: string;
  /** This asset's own call to action, in place of the campaign's; absent: the campaign's. */
  callToAction?: string;
};
