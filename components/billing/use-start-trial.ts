"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { notify } from "@/components/feedback/notify";
import { broadcastBillingEvents } from "@/lib/billing/events";
import { forgetRememberedPlan } from "@/lib/billing/remembered-plan";
import { startTrialAnswer } from "@/lib/billing/trial-answer";
import type { PlanId } from "@/lib/config/plans";
import { localStorageKeys } from "@/lib/storage-keys";

import { refusalTitle } from "./refusal-title";

type ErrorAnswer = { error?: { code?: string; message?: string } };

/**
 * The plan choice's one step (POST /api/billing/trial): the trial starts at once in local billing mode, and the browser
 * goes on to write the first copy; with Stripe it goes to Checkout. `starting` names the plan on its way.
 */
export function useStartTrial(): { starting: PlanId | null; start: (plan: PlanId) => Promise<void> } {
  const router = useRouter();
  const [starting, setStarting] = useState<PlanId | null>(null);
  const start = async (plan: PlanId) => {
    setStarting(plan);
    try {
      const response = await fetch("/api/billing/trial", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ plan }),
      });
      const body: unknown = await response.json().catch(() => null);
      const answer = startTrialAnswer.safeParse(body);
      if (response.ok && answer.success) {
        if (answer.data.started) {
          // What the payment page does after Checkout: every open tab learns of the plan, and no stale usage is shown.
          broadcastBillingEvents(["usage", "plan", "subscription", "payment-completed"]);
          localStorage.removeItem(localStorageKeys.usageStats);
          forgetRememberedPlan(localStorage);
        }
        window.location.assign(answer.data.url);
        return;
      }
      // A subscription that is neither running nor over (a failed payment) is managed in the profile.
      if (response.status === 409) {
        router.push("/profile");
        return;
      }
      const failure = (body ?? {}) as ErrorAnswer;
      const title = refusalTitle(failure.error?.code, "The trial could not start");
      await notify("error", { title, description: failure.error?.message ?? "Please try again in a moment." });
    } catch {
      await notify("error", {
        title: "The trial could not start",
        description: "Check your connection and try again.",
      });
    }
    setStarting(null);
  };
  return { starting, start };
}
