"use client";

import { useSyncExternalStore } from "react";

import { Button } from "@/components/ui/button";
import { rememberedPlan } from "@/lib/auth/remembered-plan";
import { plans, trial, type PlanId } from "@/lib/config/plans";
import { planPrice } from "@/lib/format";

import { useStartTrial } from "./use-start-trial";

/** The primary choice: the plan the visitor picked on the pricing section before signing up, else its featured one. */
const featuredPlan: PlanId = "pro";
const noSubscription = () => () => {};
const primaryPlan = () => rememberedPlan(localStorage) ?? featuredPlan;

/** The plan offered first: the one picked on the pricing section before signing up, else the featured one. */
export function usePrimaryPlan(): PlanId {
  return useSyncExternalStore(noSubscription, primaryPlan, () => featuredPlan);
}

/**
 * What the choice decides, said before it is asked: the trial is the same, the plan after it differs, and it can be
 * changed (Stripe's billing portal, from the profile; local billing mode has no portal, so it promises none).
 */
export function planDifference(trialAvailable: boolean, localBilling: boolean): string {
  const { essential: first, pro: second } = plans;
  const after = `${first.name} gives ${first.generationsPerMonth} generations and ${first.brandVoicePresets} brand voices a month, ${second.name} ${second.generationsPerMonth} and ${second.brandVoicePresets}.`;
  const change = localBilling ? "" : " You can change plan at any time in your profile.";
  return trialAvailable
    ? `Both trials are the same: ${trial.days} days and ${trial.generations} generations. The plan decides what follows: ${after}${change}`
    : `${after}${change}`;
}

/**
 * The plans side by side, each one step from writing: with the trial still available its button starts the 3-day
 * trial of that plan (at once in local billing mode, through Stripe Checkout otherwise); without it, the button
 * goes to checkout for the plan.
 */
export function PlanChoice({ trialAvailable, localBilling }: { trialAvailable: boolean; localBilling: boolean }) {
  const { starting, start } = useStartTrial();
  const primary = usePrimaryPlan();
  return (
    // Two columns wherever the choice itself has room (the dialog), one in a narrow column (the welcome page).
    <div className="@container grid gap-3">
      <p className="text-sm text-muted-foreground" data-testid="plan-difference">
        {planDifference(trialAvailable, localBilling)}
      </p>
      <ul className="grid gap-3 @md:grid-cols-2">
        {Object.values(plans).map((plan) => (
          <li key={plan.id} className="grid gap-2 rounded-lg border p-4">
            <p className="font-semibold">{plan.name}</p>
            <p className="text-sm text-muted-foreground">
              {planPrice.format(plan.monthlyPrice)} / month · {plan.generationsPerMonth} generations ·{" "}
              {plan.brandVoicePresets} brand voices
            </p>
            <Button
              className="min-h-11"
              variant={plan.id === primary ? "default" : "outline"}
              disabled={starting !== null}
              aria-busy={starting === plan.id || undefined}
              onClick={() => void start(plan.id)}
            >
              {starting === plan.id
                ? "Starting..."
                : trialAvailable
                  ? `Try ${plan.name} free for ${trial.days} days`
                  : `Choose ${plan.name}`}
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        {trialAvailable
          ? `${trial.days} days and ${trial.generations} generations free, then the plan you chose renews monthly unless you cancel before the trial ends.`
          : "Your free trial has been used: the plan starts at once and renews monthly until you cancel."}
        {localBilling ? " Test mode – no payment: no card is asked for and nothing is charged." : null}
      </p>
    </div>
  );
}
