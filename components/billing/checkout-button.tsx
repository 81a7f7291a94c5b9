"use client";

import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { PlanId } from "@/lib/config/plans";
import { useCheckout } from "./use-checkout";

/** For signed-in screens: goes to checkout for `plan`, busy until the browser has left. */
export function CheckoutButton({ plan, children, disabled, ...props }: ComponentProps<typeof Button> & { plan: PlanId }) {
  const { starting, start } = useCheckout();
  return (
    <Button {...props} disabled={disabled || starting} aria-busy={starting || undefined} onClick={() => void start(plan)}>
      {starting ? "Starting checkout..." : children}
    </Button>
  );
}
