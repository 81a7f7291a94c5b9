import type { Metadata } from "next";

import { GeneratorScreen } from "@/components/generator/generator-screen";
import { requirePageSession } from "@/lib/auth/server-session";
import { upgradedParam, upgradedPlanOf } from "@/lib/billing/return-path";
import { fromCopyParam } from "@/lib/library/generator-href";
import { savedBrief } from "@/lib/library/saved-brief";

export const metadata: Metadata = { title: "Generator" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The generator; `?from=<saved copy id>` opens it with that copy's brief filled in, `?upgraded=<plan>` says the
 * upgrade started here has begun and brings back the brief written before it.
 */
export default async function GeneratorPage({ searchParams }: Props) {
  const { user } = await requirePageSession();
  const query = await searchParams;
  const from = query[fromCopyParam];
  const upgraded = query[upgradedParam];
  const saved = typeof from === "string" ? await savedBrief(user.id, from) : null;
  const upgradedTo = upgradedPlanOf(typeof upgraded === "string" ? upgraded : undefined);
  return (
    <GeneratorScreen userId={user.id} profileName={user.name} title="Generator" saved={saved} upgradedTo={upgradedTo} />
  );
}
