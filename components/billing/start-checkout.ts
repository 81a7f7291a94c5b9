"use client";

import { notify } from "@/components/feedback/notify";
import type { PlanId } from "@/lib/config/plans";

import { refusalTitle } from "./refusal-title";

type Answer = { url?: string; error?: { code: string; message: string } };

/**
 * Sends a signed-in user to pay for `plan` (Stripe Checkout, or local billing mode's test-mode page). "subscribed":
 * the user already has a plan and belongs on /profile, where plans are changed; "failed" was told in a toast.
 */
export async function startCheckout(plan: PlanId): Promise<"left" | "subscribed" | "failed"> {
  let response: Response;
  try {
    response = await fetch("/api/billing/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ plan }),
    });
  } catch {
    await notify("error", { title: "Checkout could not start", description: "Check your connection and try again." });
    return "failed";
  }
  const answer = (await response.json().catch(() => ({}))) as Answer;
  if (response.ok && answer.url) {
    window.location.assign(answer.url); // Stripe's page, or the test-mode page: a full load either way
    return "left";
  }
  if (response.status === 409) return "subscribed";
  const title = refusalTitle(answer.error?.code, "Checkout could not start");
  await notify("error", { title, description: answer.error?.message ?? "Please try again in a moment." });
  return "failed";
}
