"use client";

import { notify } from "@/components/feedback/notify";
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { billingRoutes } from "@/lib/api-client/routes/billing";
import type { PlanId } from "@/lib/config/plans";

import { refusalTitle } from "./refusal-title";

/**
 * Sends a signed-in user to pay for `plan` (Stripe Checkout, or local billing mode's test-mode page). "subscribed":
 * the user already has a plan and belongs on /profile, where plans are changed; "failed" was told in a toast.
 */
export async function startCheckout(plan: PlanId): Promise<"left" | "subscribed" | "failed"> {
  const answer = await call(billingRoutes.checkout, { plan });
  if (answer.ok) {
    window.location.assign(answer.data.url); // Stripe's page, or the test-mode page: a full load either way
    return "left";
  }
  if (answer.error.status === 409) return "subscribed";
  const title = refusalTitle(answer.error.code, "Checkout could not start");
  await notify("error", {
    title,
    description: wordsFor(answer.error, "Please try again in a moment.", "Check your connection and try again."),
  });
  return "failed";
}
