"use client";

import { useRouter } from "next/navigation";
import { useState, type ComponentProps } from "react";

import type { PlanId } from "@/lib/config/plans";

import { preloadAuthDialog } from "./auth-dialog-loader";
import { getSessionHint } from "./session-hint";

// What the button does loads when it is reached for (hover, focus) or pressed: the landing page, every article and
// the pricing cards show one, and most visitors never press it.
const loadAction = () => import("./start-trial-action");

export type StartTrialButtonProps = ComponentProps<"button"> & {
  /** A pricing button: a signed-in user goes to checkout for this plan. */
  plan?: PlanId;
};

/** The button itself, styled by the server (start-trial-button.tsx); what it does is in start-trial-action.ts. */
export function StartTrialButtonClient({ children, plan, disabled, ...props }: StartTrialButtonProps) {
  const router = useRouter();
  const [starting, setStarting] = useState(false);
  const preload = () => {
    void loadAction().then((action) => (plan && getSessionHint() ? action.preloadCheckout() : undefined));
    if (!getSessionHint()) preloadAuthDialog();
  };
  const onClick = () => {
    if (!getSessionHint()) preloadAuthDialog(); // fetched beside the action, not after it
    void loadAction().then(
      (action) => action.startTrial(plan, { push: (path) => router.push(path), setStarting }),
      () => undefined, // offline: the button stays as it was, and a second press tries again
    );
  };
  return (
    <button
      type="button"
      data-slot="button"
      {...props}
      disabled={disabled || starting}
      aria-busy={starting || undefined}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {starting ? "Starting checkout..." : children}
    </button>
  );
}
