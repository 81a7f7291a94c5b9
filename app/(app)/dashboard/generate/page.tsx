import type { Metadata } from "next";

import { GeneratorScreen } from "@/components/generator/generator-screen";
import { requirePageSession } from "@/lib/auth/server-session";

export const metadata: Metadata = { title: "Generate" };

export default async function DashboardGeneratePage() {
  const { user } = await requirePageSession();
  return <GeneratorScreen userId={user.id} profileName={user.name} title="Generate" />;
}
