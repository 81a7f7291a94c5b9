import type { Metadata } from "next";
import { ScreenPlaceholder } from "@/components/account/screen-placeholder";
import { requirePageSession } from "@/lib/auth/server-session";

export const metadata: Metadata = { title: "Brand voice presets" };

export default async function PresetsSettingsPage() {
  const { user } = await requirePageSession();
  return <ScreenPlaceholder title="Brand voice presets" purpose="Save the voices your copy should speak in." email={user.email} />;
}
