import type { Metadata } from "next";

import { PresetsManager } from "@/components/presets/presets-manager";
import { requirePageSession } from "@/lib/auth/server-session";
import { plans } from "@/lib/config/plans";
import { listPresets, presetLimitOf } from "@/lib/presets/store";

export const metadata: Metadata = { title: "Brand voice presets" };

export default async function PresetsSettingsPage() {
  const { user } = await requirePageSession();
  const [presets, limit] = await Promise.all([listPresets(user.id), presetLimitOf(user.id)]);
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Brand voice presets</h1>
        <p className="text-muted-foreground">
          Save the voices your copy should speak in. Pick one in the generator, or make one the default.
        </p>
      </header>
      <PresetsManager
        initialPresets={presets.map(({ updatedAt: _updatedAt, ...preset }) => preset)}
        limit={limit}
        proLimit={plans.pro.brandVoicePresets}
      />
    </section>
  );
}
