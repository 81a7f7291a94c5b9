import type { Metadata } from "next";
import { ScreenPlaceholder } from "@/components/account/screen-placeholder";
import { requirePageSession } from "@/lib/auth/server-session";

export const metadata: Metadata = { title: "Hook generator" };

export default async function HookGeneratorPage() {
  const { user } = await requirePageSession();
  return <ScreenPlaceholder title="Hook generator" purpose="Ten scroll-stopping hooks for any topic." email={user.email} />;
}
