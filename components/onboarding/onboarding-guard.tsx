"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, type ReactNode } from "react";

import { useHydrated } from "@/components/ui/use-hydrated";
import { guardDecision, type GuardDecision, type OnboardingAccess } from "@/lib/onboarding/guard";
import { localStorageKeys, sessionStorageKeys } from "@/lib/storage-keys";

/** Reads the tab's flags for the screen asked for (nothing is written here; the effect below does that). */
function decide(access: OnboardingAccess, path: string, demoParam: boolean): GuardDecision & { demoParam: boolean } {
  try {
    const demo = demoParam || sessionStorage.getItem(sessionStorageKeys.onboardingDemoAllow) === "true";
    const forceShow = localStorage.getItem(localStorageKeys.forceShowOnboarding) === "true";
    return { ...guardDecision({ access, demo, forceShow, path }), demoParam };
  } catch {
    return { kind: "redirect", to: "/", consumeForceShow: false, demoParam: false };
  }
}

/**
 * Shows "Preparing your onboarding…" while checking, then the screen or a redirect, for each onboarding
 * screen. `?demo=1` also sets the session flag, so the rest of the demo stays open in this tab; force-show-onboarding
 * is used once, then removed. The route comes from the router, not window.location, which still shows the previous
 * address while a client-side navigation renders.
 */
export function OnboardingGuard({ access, children }: { access: OnboardingAccess; children: ReactNode }) {
  const router = useRouter();
  const path = usePathname();
  const demoParam = useSearchParams().get("demo") === "1";
  const hydrated = useHydrated();
  const decision = useMemo(
    () => (hydrated ? decide(access, path, demoParam) : null),
    [hydrated, access, path, demoParam],
  );

  useEffect(() => {
    if (!decision) return;
    try {
      if (decision.demoParam) sessionStorage.setItem(sessionStorageKeys.onboardingDemoAllow, "true");
      if (decision.consumeForceShow) localStorage.removeItem(localStorageKeys.forceShowOnboarding);
    } catch {
      // storage unavailable: the decision already made stands for this page
    }
    if (decision.kind === "redirect") router.replace(decision.to);
  }, [decision, router]);

  if (decision?.kind !== "allow") return <PreparingOnboarding />;
  return children;
}

/** What the guard shows while it decides (also the layout's fallback while the route's search parameters load). */
export function PreparingOnboarding() {
  return (
    <p role="status" className="py-24 text-center text-muted-foreground">
      Preparing your onboarding…
    </p>
  );
}
