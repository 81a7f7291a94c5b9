import type { Metadata } from "next";
import { ScreenPlaceholder } from "@/components/account/screen-placeholder";
import { requirePageSession } from "@/lib/auth/server-session";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const { user } = await requirePageSession();
  return <ScreenPlaceholder title="Dashboard" purpose="Your copies, usage and plan at a glance." email={user.email} />;
}
