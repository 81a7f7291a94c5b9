import type { Metadata } from "next";

import { GeneratorScreen } from "@/components/generator/generator-screen";
import { requirePageSession } from "@/lib/auth/server-session";
import { upgradedParam, upgradedPlanOf } from "@/lib/billing/return-path";

export const metadata: Metadata = { title: "Generator" };

type Props = { searchParams: Promise<{ [upgradedParam]?: string }> };

export default async function GeneratorPage({ searchParams }: Props) {
  const { user } = await requirePageSession();
  const upgradedTo = upgradedPlanOf((await searchParams)[upgradedParam]);
  return <GeneratorScreen userId={user.id} title="Generator" upgradedTo={upgradedTo} />;
}
