"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

import { ResendConfirmation } from "@/components/account/resend-confirmation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { track } from "@/lib/analytics/track";
import { returnParam } from "@/lib/billing/return-path";
import { plans, trial, type PlanId } from "@/lib/config/plans";
import { onBrowserEvent } from "@/lib/events/browser";
import { planPrice } from "@/lib/format";
import { sessionStorageKeys } from "@/lib/storage-keys";

import { PlanChoice } from "./plan-choice";
import { UpdateCardButton } from "./update-card-button";

type Props = {
  currentPlan: string;
  subscribed: boolean;
  /** In a running trial: the plans end it now, in one step (/billing/upgrade). */
  inTrial?: boolean;
  /** Plans can be chosen only with a confirmed email: until then the email banner asks for that, not this dialog. */
  emailConfirmed: boolean;
  /** The subscription's payment failed (during its grace period `subscribed` is still true). */
  paymentFailed?: { plan: PlanId; localBilling: boolean } | null;
  /** The plans start the free trial in one step while the user has not had it. */
  trialAvailable?: boolean;
  localBilling?: boolean;
};

/**
 * Shown over a protected screen to a user without a subscription, once per tab session (sessionStorage
 * subscriptionModalShown): the current plan and the choices, each starting the trial in one step (or checkout). It also opens whenever a
 * screen offers the upgrade (an API answered 402 at the limit, or 403 without a plan), with that screen's reason.
 * A user whose access is paused by a failed payment is offered the card update instead: checkout would refuse them.
 */
export function UpgradeDialog({
  currentPlan,
  subscribed,
  emailConfirmed,
  inTrial = false,
  paymentFailed = null,
  trialAvailable = false,
  localBilling = false,
}: Props) {
  // Access paused by the failed payment (in the grace period the user is still subscribed).
  const paused = subscribed ? null : paymentFailed;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  // The layout stays mounted across screens: the profile, where billing is managed, never shows the dialog.
  const pathname = usePathname();
  const onProfile = pathname.startsWith("/profile");
  useEffect(() => {
    if (subscribed || !emailConfirmed || onProfile || sessionStorage.getItem(sessionStorageKeys.subscriptionModalShown))
      return;
    sessionStorage.setItem(sessionStorageKeys.subscriptionModalShown, "true");
    track("plan_modal_shown", { currentPlan });
    // Opened after hydration: the dialog is the browser's, never part of the server HTML.
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [currentPlan, emailConfirmed, onProfile, subscribed]);
  useEffect(
    () =>
      onBrowserEvent("upgrade-offered", (why) => {
        setReason(why);
        setOpen(true);
        track("plan_modal_shown", { currentPlan, reason: "limit" });
      }),
    [currentPlan],
  );
  // A payment finished in another tab: this one stops asking.
  useEffect(() => onBrowserEvent("billing-changed", (event) => event === "payment-completed" && setOpen(false)), []);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {paused
              ? "Update your card to keep writing"
              : subscribed
                ? "Upgrade to keep writing"
                : "Choose a plan to start writing"}
          </DialogTitle>
          <DialogDescription>
            {reason && !paused ? <>{reason} </> : null}
            {paused ? "Your last payment failed, so your plan is paused until the payment goes through. " : null}
            Your current plan: <strong>{currentPlan}</strong>.
            {subscribed || paused
              ? null
              : ` Generating copy needs a subscription; every plan starts with a ${trial.days}-day free trial if you have not had one.`}
          </DialogDescription>
        </DialogHeader>
        {paused ? (
          <div>
            <UpdateCardButton plan={paused.plan} localBilling={paused.localBilling} />
          </div>
        ) : subscribed && inTrial ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {Object.values(plans).map((plan) => (
              <li key={plan.id} className="grid gap-2 rounded-lg border p-4">
                <p className="font-semibold">{plan.name}</p>
                <p className="text-sm text-muted-foreground">
                  {planPrice.format(plan.monthlyPrice)} / month · {plan.generationsPerMonth} generations
                </p>
                {/* Wraps rather than running out of its card where the name is long for the column. */}
                <Button
                  asChild
                  variant={plan.id === "pro" ? "default" : "outline"}
                  className="h-auto min-h-11 w-full py-2 text-center whitespace-normal"
                >
                  {/* Back to this screen afterwards: the user was in the middle of something. */}
                  <Link
                    href={`/billing/upgrade?plan=${plan.id}&${returnParam}=${encodeURIComponent(pathname)}`}
                    onClick={() => setOpen(false)}
                  >
                    Upgrade to {plan.name} now
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        ) : subscribed ? (
          <p className="text-sm">
            Change your plan in your profile; the new limit applies as soon as the change goes through.{" "}
            <Button asChild className="mt-3 w-full">
              <Link href="/profile" onClick={() => setOpen(false)}>
                Change plan in your profile
              </Link>
            </Button>
          </p>
        ) : emailConfirmed ? (
          <PlanChoice trialAvailable={trialAvailable} localBilling={localBilling} />
        ) : (
          // Opened by a screen's refusal before the email is confirmed: the plans would only refuse as well.
          <div className="grid gap-3 text-sm" data-testid="confirm-email-first">
            <p>
              <strong>Confirm your email first.</strong> Open the link we sent you, then choose a plan here to start
              your free trial.
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <ResendConfirmation />
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
