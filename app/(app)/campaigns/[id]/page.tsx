import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { CampaignView } from "@/components/campaigns/campaign-view";
import { requirePageSession } from "@/lib/auth/server-session";
import { campaignAnswer } from "@/lib/campaigns/board";
import { campaignChannels } from "@/lib/config/campaigns";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Campaign" };

type Props = { params: Promise<{ id: string }> };

/** One campaign: its message house while it is being prepared, then its board. Only its owner finds it. */
export default async function CampaignPage({ params }: Props) {
  const { user } = await requirePageSession();
  const campaign = await campaignAnswer(user.id, (await params).id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  if (!campaign) notFound();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6">
      <Link
        href="/campaigns"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All campaigns
      </Link>
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{campaign.name}</h1>
        <p className="text-muted-foreground">
          {`Starts ${campaign.brief.startDate} · ${campaign.brief.weeks} week${campaign.brief.weeks === 1 ? "" : "s"} · ${campaign.brief.channels.map((channel) => campaignChannels[channel].label).join(", ")}`}
        </p>
      </header>
      <CampaignView initial={campaign} />
    </div>
  );
}
