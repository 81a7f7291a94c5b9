"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { notify } from "@/components/feedback/notify";
import { useHydrated } from "@/components/system/use-hydrated";
import { Button } from "@/components/ui/button";
import type { PlanId } from "@/lib/config/plans";

import { refusalTitle } from "./refusal-title";

export function LocalConfirm({ plan, planName }: { plan: PlanId; planName: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  // Until hydrated a click would do nothing: the button says so by being disabled.
  const hydrated = useHydrated();
  const confirm = async () => {
    setConfirming(true);
    const response = await fetch("/api/billing/local-confirm", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ plan }),
    }).catch(() => null);
    if (response?.ok) {
      router.push("/payment-success");
      return;
    }
    const answer = (await response?.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    const title = refusalTitle(answer?.error?.code, "Could not confirm");
    await notify("error", { title, description: answer?.error?.message ?? "Please try again." });
    setConfirming(false);
  };
  return (
    <section className="mx-auto grid max-w-xl gap-6 px-4 py-20">
      <p
        role="note"
        className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
      >
        Test mode – no payment
      </p>
      <h1 className="text-3xl font-bold tracking-tight">Confirm the {planName} plan</h1>
      <p className="text-muted-foreground">
        This server runs without Stripe, in local billing mode. Confirming starts your free trial (or the plan, if you
        have had the trial) exactly as a completed checkout would. No card is asked for and nothing is charged.
      </p>
      <div>
        <Button size="lg" onClick={() => void confirm()} disabled={confirming || !hydrated}>
          {confirming ? "Confirming..." : "Confirm"}
        </Button>
      </div>
    </section>
  );
}
