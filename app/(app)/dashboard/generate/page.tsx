import type { Metadata } from "next";

import { GeneratorScreen } from "@/components/generator/generator-screen";
import { requirePageSession } from "@/lib/auth/server-session";
import { upgradedParam, upgradedPlanOf } from "@/lib/billing/return-path";

export const metadata: Metadata = { title: "Generate" };

type Props = { searchParams: Promise<{ [upgradedParam]?: string }> };

export default async function DashboardGeneratePage({ searchParams }: Props) {
  const { user } = await requirePageSession();
  const upgradedTo = upgradedPlanOf((await searchParams)[upgradedParam]);
  return <GeneratorScreen userId={user.id} profileName={user.name} title="Generate" upgradedTo={upgradedTo} />;
}
