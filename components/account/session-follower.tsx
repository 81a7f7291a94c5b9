"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { onBrowserEvent } from "@/lib/events/browser";

/** A protected tab leaves when the user signs out in another tab, and re-reads the session on sign-in. */
export function SessionFollower() {
  const router = useRouter();
  useEffect(
    () =>
      onBrowserEvent("session-changed", (event) => {
        if (event === "signed-out") router.replace("/");
        else router.refresh();
      }),
    [router],
  );
  return null;
}
