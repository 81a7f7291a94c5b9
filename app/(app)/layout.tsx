import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/account/app-header";
import { SessionFollower } from "@/components/account/session-follower";
import { VerifyEmailBanner } from "@/components/account/verify-email-banner";
import { requirePageSession } from "@/lib/auth/server-session";

export const metadata: Metadata = { robots: { index: false } };

// The signed-in product. proxy.ts turns cookie-less visits away; this layout verifies the session itself, so no
// protected HTML reaches a visitor whose cookie is expired or forged.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const { user } = await requirePageSession();
  return (
    <>
      <AppHeader email={user.email} />
      {user.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
      <main id="main" className="min-h-dvh">
        {children}
      </main>
      <SessionFollower />
    </>
  );
}
