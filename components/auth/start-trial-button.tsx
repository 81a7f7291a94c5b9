"use client";

import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

import { useCheckout } from "@/components/billing/use-checkout";
import { Button } from "@/components/ui/button";
import { defaultSignedInPath, rememberPath } from "@/lib/auth/next-path";
import { checkoutPathOf } from "@/lib/auth/remembered-plan";
import type { PlanId } from "@/lib/config/plans";

import { preloadAuthDialog } from "./auth-dialog-host";
import { openAuthDialog } from "./auth-dialog-store";
import { getSessionHint } from "./session-hint";

type Props = ComponentProps<typeof Button> & {
  /** A pricing button: a signed-in user goes to checkout for this plan. */
  plan?: PlanId;
};

/**
 * Every "Start Your Free Trial" / "Get started" in the product: a visitor gets the sign-up view; a signed-in user goes
 * to checkout when the button names a plan, and to the dashboard otherwise.
 */
export function StartTrialButton({ children = "Start Your Free Trial", plan, disabled, ...props }: Props) {
  const router = useRouter();
  const { starting, start } = useCheckout();
  const onClick = async () => {
    if (!getSessionHint()) {
      // The chosen plan is offered first once the new account is confirmed (or its checkout opens on signing in).
      if (plan) rememberPath(checkoutPathOf(plan));
      return openAuthDialog("sign-up");
    }
    if (!plan) return router.push(defaultSignedInPath);
    await start(plan);
  };
  return (
    <Button
      {...props}
      disabled={disabled || starting}
      aria-busy={starting || undefined}
      onClick={() => void onClick()}
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
    >
      {starting ? "Starting checkout..." : children}
    </Button>
  );
}
