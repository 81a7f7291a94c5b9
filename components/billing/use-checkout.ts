"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import type { PlanId } from "@/lib/config/plans";

import { startCheckout } from "./start-checkout";

/** Starts checkout for a signed-in user; `starting` stays true while the browser leaves for the payment page. */
export function useCheckout(): { starting: boolean; start: (plan: PlanId) => Promise<void> } {
  const router = useRouter();
  const [starting, setStarting] = useState(false);
  const start = async (plan: PlanId) => {
    setStarting(true);
    const outcome = await startCheckout(plan);
    if (outcome === "subscribed") router.push("/profile");
    if (outcome !== "left") setStarting(false);
  };
  return { starting, start };
}
