"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { billingRoutes } from "@/lib/api-client/routes/billing";
import type { PlanId } from "@/lib/config/plans";

import { refusalTitle } from "./refusal-title";

export function LocalConfirm({ plan, planName }: { plan: PlanId; planName: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  // Until hydrated a click would do nothing: the button says so by being disabled.
  const hydrated = useHydrated();
  const confirm = async () => {
    setConfirming(true);
    const answer = await call(billingRoutes.confirmLocally, { plan });
    if (answer.ok) {
      router.push("/payment-success");
      return;
    }
    await notify("error", {
      title: refusalTitle(answer.error.code, "Could not confirm"),
      description: wordsFor(answer.error, "Please try again."),
    });
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
