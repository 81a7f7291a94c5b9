import type { Metadata } from "next";
import { Suspense, type ReactNode } from "react";

import { Logo } from "@/components/brand/logo";
import { mainContentId, SkipLink } from "@/components/navigation/skip-link";
import { OnboardingGuard, PreparingOnboarding } from "@/components/onboarding/onboarding-guard";
import { currentSession } from "@/lib/auth/server-session";
import { onboardingFactsOf } from "@/lib/onboarding/access";

export const metadata: Metadata = { robots: { index: false } };

// The onboarding screens: the server says who the visitor is, the guard (which needs the tab's storage)
// decides whether they may stay.
export default async function OnboardingLayout({ children }: { children: ReactNode }) {
  const session = await currentSession().catch(() => null);
  const { access } = await onboardingFactsOf(session?.user.id ?? null);
  return (
    <>
      <SkipLink />
      <div className="mx-auto grid min-h-dvh max-w-6xl content-start gap-8 px-4 py-10">
        <Logo />
        <main id={mainContentId} tabIndex={-1} className="grid min-w-0 gap-8">
          <Suspense fallback={<PreparingOnboarding />}>
            <OnboardingGuard access={access}>{children}</OnboardingGuard>
          </Suspense>
        </main>
      </div>
    </>
  );
}
