"use client";

import { useRouter } from "next/navigation";
import { useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { PlanId } from "@/lib/config/plans";
import { startCheckout } from "./start-checkout";

/** For signed-in screens: goes to checkout for `plan`, busy until the browser has left. */
export function CheckoutButton({ plan, children, disabled, ...props }: ComponentProps<typeof Button> & { plan: PlanId }) {
  const router = useRouter();
  const [starting, setStarting] = useState(false);
  const onClick = async () => {
    setStarting(true);
    const outcome = await startCheckout(plan);
    if (outcome === "subscribed") router.push("/profile");
    if (outcome !== "left") setStarting(false);
  };
  return (
    <Button {...props} disabled={disabled || starting} aria-busy={starting || undefined} onClick={() => void onClick()}>
      {starting ? "Starting checkout..." : children}
    </Button>
  );
}
