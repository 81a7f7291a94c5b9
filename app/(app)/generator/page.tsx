import type { Metadata } from "next";

import { GeneratorScreen } from "@/components/generator/generator-screen";
import { requirePageSession } from "@/lib/auth/server-session";
import { fromCopyParam } from "@/lib/library/generator-href";
import { savedBrief } from "@/lib/library/saved-brief";

export const metadata: Metadata = { title: "Generator" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The generator; `?from=<saved copy id>` opens it with that copy's brief filled in. */
export default async function GeneratorPage({ searchParams }: Props) {
  const { user } = await requirePageSession();
  const from = (await searchParams)[fromCopyParam];
  const saved = typeof from === "string" ? await savedBrief(user.id, from) : null;
  return <GeneratorScreen userId={user.id} profileName={user.name} title="Generator" saved={saved} />;
}
