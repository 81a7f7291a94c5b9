"use client";

import { useEffect } from "react";

import { authClient } from "@/lib/auth/client";
import { onBrowserEvent } from "@/lib/events/browser";

import { setSessionHint } from "./session-hint";

/** For a signed-in visitor: follows Better Auth's session (and other tabs' sign-ins and sign-outs) into the hint. */
export default function SessionWatcher() {
  const { data, isPending, refetch } = authClient.useSession();
  const email = data?.user.email ?? null;

  useEffect(() => onBrowserEvent("session-changed", () => void refetch()), [refetch]);
  useEffect(() => {
    if (!isPending) setSessionHint(email ? { email } : null);
    // A demo finished before signing in becomes the run_demo task right after the first sign-in.
    if (email) void import("@/components/progress/onboarding-status").then((module) => module.flushPendingDemo());
  }, [email, isPending]);
  return null;
}
