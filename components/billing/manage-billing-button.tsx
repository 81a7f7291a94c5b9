"use client";

import { useState } from "react";

import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { billingRoutes } from "@/lib/api-client/routes/billing";

/** Opens Stripe's Billing Portal: change plan, change card, cancel. */
export function ManageBillingButton({ label = "Manage billing", size }: { label?: string; size?: "sm" | "default" }) {
  const [opening, setOpening] = useState(false);
  const hydrated = useHydrated();
  const open = async () => {
    setOpening(true);
    const answer = await call(billingRoutes.openPortal);
    if (answer.ok) {
      window.location.assign(answer.data.url);
      return;
    }
    await notify("error", {
      title: "Billing portal unavailable",
      description: wordsFor(answer.error, "Please try again in a moment."),
    });
    setOpening(false);
  };
  return (
    <Button variant="outline" size={size} onClick={() => void open()} disabled={opening || !hydrated}>
      {opening ? "Opening..." : label}
    </Button>
  );
}
