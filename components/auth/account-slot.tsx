"use client";

import { lazy, Suspense } from "react";
import { useHydrated } from "@/components/system/use-hydrated";
import { SignInButton } from "./sign-in-button";

// The session client loads after the page is interactive, so public pages ship none of it up front.
const SessionAccount = lazy(() => import("./session-account"));

/** The top bar's account corner: Sign In for visitors, the way into the app for signed-in users. */
export function AccountSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return <SignInButton />;
  return (
    <Suspense fallback={<SignInButton />}>
      <SessionAccount />
    </Suspense>
  );
}
