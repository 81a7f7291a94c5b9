"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { track } from "@/lib/analytics/track";
import { onBillingEvent } from "@/lib/billing/events";
import { plans } from "@/lib/config/plans";
import { planPrice } from "@/lib/format";
import { sessionStorageKeys } from "@/lib/storage-keys";
import { CheckoutButton } from "./checkout-button";


/**
 * Shown over a protected screen to a user without a subscription, once per tab session (sessionStorage
 * subscriptionModalShown): the current plan and the choices, each going to checkout.
 */
export function UpgradeDialog({ currentPlan }: { currentPlan: string }) {
  const [open, setOpen] = useState(false);
  // The layout stays mounted across screens: the profile, where billing is managed, never shows the dialog.
  const onProfile = usePathname().startsWith("/profile");
  useEffect(() => {
    if (onProfile || sessionStorage.getItem(sessionStorageKeys.subscriptionModalShown)) return;
    sessionStorage.setItem(sessionStorageKeys.subscriptionModalShown, "true");
    track("plan_modal_shown", { currentPlan });
    // Opened after hydration: the dialog is the browser's, never part of the server HTML.
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [currentPlan, onProfile]);
  // A payment finished in another tab: this one stops asking.
  useEffect(() => onBillingEvent((event) => event === "payment-completed" && setOpen(false)), []);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Choose a plan to start writing</DialogTitle>
          <DialogDescription>
            Your current plan: <strong>{currentPlan}</strong>. Generating copy needs a subscription; every plan starts with a 3-day free trial if you have not had
            one.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 sm:grid-cols-2">
          {Object.values(plans).map((plan) => (
            <li key={plan.id} className="grid gap-2 rounded-lg border p-4">
              <p className="font-semibold">{plan.name}</p>
              <p className="text-sm text-muted-foreground">
                {planPrice.format(plan.monthlyPrice)} / month · {plan.generationsPerMonth} generations · {plan.brandVoicePresets} brand voices
              </p>
              <CheckoutButton plan={plan.id} variant={plan.id === "pro" ? "default" : "outline"} aria-label={`Choose ${plan.name}`}>
                Choose {plan.name}
              </CheckoutButton>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
