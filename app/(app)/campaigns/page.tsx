import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { CampaignList } from "@/components/campaigns/campaign-list";
import { buttonVariants } from "@/components/ui/button-variants";
import { requirePageSession } from "@/lib/auth/server-session";
import { listCampaigns } from "@/lib/campaigns/board";

export const metadata: Metadata = { title: "Campaigns" };

export default async function CampaignsPage() {
  const { user } = await requirePageSession();
  const { campaigns } = await listCampaigns(user.id);
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Campaigns</h1>
          <p className="text-muted-foreground">
            One brief, one message house, every channel written from it: ads, posts, emails and scripts.
          </p>
        </div>
        <Link href="/campaigns/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          New campaign
        </Link>
      </header>
      <CampaignList campaigns={campaigns} />
    </section>
  );
}
