import { PreviewAuthorProvider } from "@/components/ai-form/previews/preview-author";
import type { PlanId } from "@/lib/config/plans";
import type { Brief } from "@/lib/generator/brief";
import { contentTypeForGoal } from "@/lib/onboarding/goal";
import { surveyGoalOf } from "@/lib/onboarding/store";
import { listPresets } from "@/lib/presets/store";

import { Generator } from "./generator";
import { UpgradedNotice } from "./upgraded-notice";

/** A saved copy whose brief the form opens with, and its title. */
type Saved = { title: string; brief: Brief };

/**
 * The generator screen, shared by /generator and /dashboard/generate; opened from a saved copy, with its brief.
 * `profileName` authors the previews of copy written without a brand voice.
 */
export async function GeneratorScreen({
  userId,
  profileName,
  title,
  saved,
  upgradedTo = null,
}: {
  userId: string;
  profileName: string;
  title: string;
  saved?: Saved | null;
  /** The plan an upgrade started from this screen just began, when the user is back from it. */
  upgradedTo?: PlanId | null;
}) {
  // The quick setup's goal decides which kind of copy the form opens on.
  const [presets, goal] = await Promise.all([listPresets(userId), surveyGoalOf(userId).catch(() => null)]);
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">
          Ads, social posts, emails, video scripts, blog sections and meta descriptions from one brief.
        </p>
        {saved ? <p className="text-sm">The brief of “{saved.title}” is filled in.</p> : null}
      </header>
      {upgradedTo ? <UpgradedNotice plan={upgradedTo} /> : null}
      <PreviewAuthorProvider profileName={profileName}>
        <Generator
          presets={presets.map((preset) => preset.name)}
          defaultPreset={presets.find((preset) => preset.isDefault)?.name ?? ""}
          wordsToAvoid={Object.fromEntries(presets.map((preset) => [preset.name, preset.wordsToAvoid ?? ""]))}
          initialType={goal ? contentTypeForGoal(goal) : undefined}
          initialBrief={saved?.brief}
          upgraded={upgradedTo !== null}
        />
      </PreviewAuthorProvider>
    </section>
  );
}
