import type { Metadata } from "next";

import { GeneratorScreen } from "@/components/generator/generator-screen";
import { requirePageSession } from "@/lib/auth/server-session";

export const metadata: Metadata = { title: "Generator" };

export default async function GeneratorPage() {
  const { user } = await requirePageSession();
  return <GeneratorScreen userId={user.id} profileName={user.name} title="Generator" />;
}
