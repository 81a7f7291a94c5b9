import Link from "next/link";
import type { z } from "zod";

import type { campaignSummarySchema } from "@/lib/campaigns/answer";
import { campaignChannels } from "@/lib/config/campaigns";

import { campaignStatusLabels, progressSentence } from "./status";

type Summary = z.output<typeof campaignSummarySchema>;

/** The user's campaigns, newest first, each with its status and how far it is written. */
export function CampaignList({ campaigns }: { campaigns: Summary[] }) {
  if (campaigns.length === 0)
    return <p className="rounded-lg border p-6 text-muted-foreground">No campaigns yet. Start one from a brief.</p>;
  return (
    <ul className="grid gap-3" aria-label="Your campaigns">
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="grid gap-1 rounded-lg border p-4" data-testid="campaign-summary">
          <Link href={`/campaigns/${campaign.id}`} className="font-semibold underline-offset-4 hover:underline">
            {campaign.name}
          </Link>
          <p className="text-sm text-muted-foreground">
            {`${campaignStatusLabels[campaign.status]} · ${campaign.progress.total > 0 ? progressSentence(campaign.progress) : "Not started"}`}
          </p>
          <p className="text-xs text-muted-foreground">
            {campaign.channels.map((channel) => campaignChannels[channel].label).join(", ")}
          </p>
        </li>
      ))}
    </ul>
  );
}
