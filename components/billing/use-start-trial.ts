"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { notify } from "@/components/feedback/notify";
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { billingRoutes } from "@/lib/api-client/routes/billing";
import { forgetRememberedPlan } from "@/lib/auth/remembered-plan";
import type { PlanId } from "@/lib/config/plans";
import { publishBrowserEvent } from "@/lib/events/browser";
import { localStorageKeys } from "@/lib/storage-keys";

import { refusalTitle } from "./refusal-title";

/**
 * The plan choice's one step (POST /api/billing/trial): the trial starts at once in local billing mode, and the browser
 * goes on to write the first copy; with Stripe it goes to Checkout. `starting` names the plan on its way.
 */
export function useStartTrial(): { starting: PlanId | null; start: (plan: PlanId) => Promise<void> } {
  const router = useRouter();
  const [starting, setStarting] = useState<PlanId | null>(null);
  const start = async (plan: PlanId) => {
    setStarting(plan);
    const answer = await call(billingRoutes.startTrial, { plan });
    if (answer.ok) {
      if (answer.data.started) {
        // What the payment page does after Checkout: every open tab learns of the plan, and no stale usage is shown.
        publishBrowserEvent("billing-changed", "usage", "plan", "subscription", "payment-completed");
        localStorage.removeItem(localStorageKeys.usageStats);
        forgetRememberedPlan(localStorage);
      }
      window.location.assign(answer.data.url);
      return;
    }
    // A subscription that is neither running nor over (a failed payment) is managed in the profile.
    if (answer.error.status === 409) {
      router.push("/profile");
      return;
    }
    const title = refusalTitle(answer.error.code, "The trial could not start");
    await notify("error", {
      title,
      description: wordsFor(answer.error, "Please try again in a moment.", "Check your connection and try again."),
    });
    setStarting(null);
  };
  return { starting, start };
}
