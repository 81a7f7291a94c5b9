"use client";

import { defaultSignedInPath, rememberPath } from "@/lib/auth/next-path";
import { checkoutPathOf } from "@/lib/auth/remembered-plan";
import type { PlanId } from "@/lib/config/plans";

import { openAuthDialog } from "./auth-dialog-store";
import { getSessionHint } from "./session-hint";

type Effects = {
  /** Navigates within the app (the router of the page the button is on). */
  push: (path: string) => void;
  /** True while the browser leaves for the payment page. */
  setStarting: (starting: boolean) => void;
};

// Checkout's client and its answer schemas (zod) load only for a signed-in user who names a plan.
const loadCheckout = () => import("@/components/billing/start-checkout");

export function preloadCheckout(): void {
  void loadCheckout();
}

/**
 * What "Start Your Free Trial" does: a visitor gets the sign-up view (a chosen plan is offered first once the new
 * account is confirmed, or its checkout opens on signing in); a signed-in user goes to checkout when the button
 * names a plan, and to the dashboard otherwise.
 */
export async function startTrial(plan: PlanId | undefined, { push, setStarting }: Effects): Promise<void> {
  if (!getSessionHint()) {
    if (plan) rememberPath(checkoutPathOf(plan));
    return openAuthDialog("sign-up");
  }
  if (!plan) return push(defaultSignedInPath);
  setStarting(true);
  const outcome = await loadCheckout().then(
    ({ startCheckout }) => startCheckout(plan),
    () => "unloaded" as const,
  );
  if (outcome === "unloaded") {
    const { notify } = await import("@/components/feedback/notify");
    await notify("error", { title: "Checkout could not start", description: "Check your connection and try again." });
  }
  if (outcome === "subscribed") push("/profile");
  if (outcome !== "left") setStarting(false);
}
