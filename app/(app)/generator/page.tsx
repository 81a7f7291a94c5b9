import type { Metadata } from "next";
import { ScreenPlaceholder } from "@/components/account/screen-placeholder";
import { requirePageSession } from "@/lib/auth/server-session";

export const metadata: Metadata = { title: "Generator" };

export default async function GeneratorPage() {
  const { user } = await requirePageSession();
  return <ScreenPlaceholder title="Generator" purpose="Ads, social posts, emails, scripts and blog copy from one brief." email={user.email} />;
}
