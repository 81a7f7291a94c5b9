import type { Metadata } from "next";
import { ScreenPlaceholder } from "@/components/account/screen-placeholder";
import { requirePageSession } from "@/lib/auth/server-session";

export const metadata: Metadata = { title: "Generate" };

export default async function DashboardGeneratePage() {
  const { user } = await requirePageSession();
  return <ScreenPlaceholder title="Generate" purpose="Generate copy from your dashboard." email={user.email} />;
}
