"use client";

import { ArrowRight } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { completeOnboardingTask, rememberDemoCompleted } from "@/components/progress/onboarding-status";
import { Button } from "@/components/ui/button";
import { track } from "@/lib/analytics/track";
import type { DemoCategory } from "@/lib/onboarding/demo";

/**
 * Ends the demo: run_demo is completed for a signed-in user, or kept in this browser for a visitor (posted after
 * their first sign-in, not now: the server would refuse a visitor); then the checklist, still in demo mode.
 */
export function DemoContinue({
  ready,
  category,
  signedIn,
}: {
  ready: boolean;
  category: DemoCategory | null;
  signedIn: boolean;
}) {
  const router = useRouter();
  const [finishing, setFinishing] = useState(false);
  const finish = async () => {
    setFinishing(true);
    // A visitor has no account yet, and an unreachable server may answer later: both keep it for the next sign-in.
    const outcome = signedIn ? await completeOnboardingTask("run_demo") : "signed-out";
    if (outcome === "signed-out" || outcome === "unreachable") rememberDemoCompleted();
    track("demo_completed", { category });
    router.push("/onboarding/checklist?demo=1");
  };
  return (
    <Button
      type="button"
      size="lg"
      disabled={!ready || finishing}
      aria-busy={finishing || undefined}
      onClick={() => void finish()}
    >
      Continue
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
