import type { Metadata } from "next";

import { ContentPlanner } from "@/components/content-plan/content-planner";
import { HookGenerator } from "@/components/hooks/hook-generator";
import { requirePageSession } from "@/lib/auth/server-session";
import { planning } from "@/lib/config/generation/requests";
import { countInWords } from "@/lib/format";
import { listPresets } from "@/lib/presets/store";

export const metadata: Metadata = { title: "Hook generator" };

export default async function HookGeneratorPage() {
  const { user } = await requirePageSession();
  const presets = await listPresets(user.id);
  const names = presets.map((preset) => preset.name);
  const defaultPreset = presets.find((preset) => preset.isDefault)?.name ?? "";
  return (
    <div className="mx-auto grid max-w-6xl gap-14 px-4 py-10 sm:px-6">
      <section className="grid gap-6" aria-labelledby="hooks-title">
        <header className="grid gap-1">
          <h1 id="hooks-title" className="text-3xl font-bold tracking-tight">
            Hook generator
          </h1>
          <p className="text-muted-foreground">
            {countInWords(planning.hooksPerRequest, { capital: true })} scroll-stopping opening lines for any topic,
            each from a different angle. Need a month of posts?{" "}
            <a href="#content-plan" className="font-medium text-foreground underline underline-offset-4">
              Plan {planning.planWeeks} weeks of content
            </a>
            .
          </p>
        </header>
        <HookGenerator presets={names} defaultPreset={defaultPreset} />
      </section>
      <section id="content-plan" className="grid scroll-mt-20 gap-6 border-t pt-10" aria-labelledby="plan-title">
        <header className="grid gap-1">
          <h2 id="plan-title" className="text-2xl font-bold tracking-tight">
            {planning.planWeeks}-week content plan
          </h2>
          <p className="text-muted-foreground">
            A month of posts that moves from the problem to your offer: platform, format, angle and hook for each.
          </p>
        </header>
        <ContentPlanner presets={names} defaultPreset={defaultPreset} />
      </section>
    </div>
  );
}
