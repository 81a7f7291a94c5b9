import type { Metadata } from "next";

import { BriefForm } from "@/components/campaigns/brief-form";
import { requirePageSession } from "@/lib/auth/server-session";
import { listPresets } from "@/lib/presets/store";

export const metadata: Metadata = { title: "New campaign" };

export default async function NewCampaignPage() {
  const { user } = await requirePageSession();
  const voices = await listPresets(user.id);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">New campaign</h1>
        <p className="text-muted-foreground">
          Describe the campaign once. Hookline drafts its message house for you to edit before anything is written.
        </p>
      </header>
      <BriefForm
        voices={voices.map(({ id, name, isDefault }) => ({ id, name, isDefault }))}
        startDate={new Date().toISOString().slice(0, 10)}
      />
    </section>
  );
}
