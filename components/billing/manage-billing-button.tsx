"use client";

import { useState } from "react";

import { notify } from "@/components/feedback/notify";
import { useHydrated } from "@/components/system/use-hydrated";
import { Button } from "@/components/ui/button";

/** Opens Stripe's Billing Portal: change plan, change card, cancel. */
export function ManageBillingButton({ label = "Manage billing", size }: { label?: string; size?: "sm" | "default" }) {
  const [opening, setOpening] = useState(false);
  const hydrated = useHydrated();
  const open = async () => {
    setOpening(true);
    const response = await fetch("/api/billing/portal", { method: "POST" }).catch(() => null);
    const answer = (await response?.json().catch(() => null)) as { url?: string; error?: { message?: string } } | null;
    if (response?.ok && answer?.url) {
      window.location.assign(answer.url);
      return;
    }
    await notify("error", {
      title: "Billing portal unavailable",
      description: answer?.error?.message ?? "Please try again in a moment.",
    });
    setOpening(false);
  };
  return (
    <Button variant="outline" size={size} onClick={() => void open()} disabled={opening || !hydrated}>
      {opening ? "Opening..." : label}
    </Button>
  );
}
