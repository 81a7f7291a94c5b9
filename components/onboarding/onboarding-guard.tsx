"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, type ReactNode } from "react";
import { useHydrated } from "@/components/system/use-hydrated";
import { guardDecision, type GuardDecision, type OnboardingAccess } from "@/lib/onboarding/guard";
import { localStorageKeys, sessionStorageKeys } from "@/lib/storage-keys";

/** Reads the tab's flags (nothing is written here, so the decision holds for the whole visit). */
function decide(access: OnboardingAccess): GuardDecision & { demoParam: boolean } {
  try {
    const demoParam = new URLSearchParams(window.location.search).get("demo") === "1";
    const demo = demoParam || sessionStorage.getItem(sessionStorageKeys.onboardingDemoAllow) === "true";
    const forceShow = localStorage.getItem(localStorageKeys.forceShowOnboarding) === "true";
    return { ...guardDecision({ access, demo, forceShow }), demoParam };
  } catch {
    return { kind: "redirect", to: "/", demoParam: false };
  }
}

/**
 * SPEC §4: shows "Preparing your onboarding…" while checking, then the screen or a redirect. `?demo=1` also sets the
 * session flag, so the rest of the demo stays open in this tab; force-show-onboarding is used once, then removed.
 */
export function OnboardingGuard({ access, children }: { access: OnboardingAccess; children: ReactNode }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const decision = useMemo(() => (hydrated ? decide(access) : null), [hydrated, access]);

  useEffect(() => {
    if (!decision) return;
    try {
      if (decision.demoParam) sessionStorage.setItem(sessionStorageKeys.onboardingDemoAllow, "true");
      if (decision.kind === "allow" && decision.consumeForceShow) localStorage.removeItem(localStorageKeys.forceShowOnboarding);
    } catch {
      // storage unavailable: the decision already made stands for this page
    }
    if (decision.kind === "redirect") router.replace(decision.to);
  }, [decision, router]);

  if (decision?.kind !== "allow") {
    return (
      <p role="status" className="py-24 text-center text-muted-foreground">
        Preparing your onboarding…
      </p>
    );
  }
  return children;
}
