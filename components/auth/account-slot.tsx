"use client";

import Link from "next/link";
import { lazy, Suspense } from "react";
import { useHydrated } from "@/components/system/use-hydrated";
import { Button } from "@/components/ui/button";
import { defaultSignedInPath } from "@/lib/auth/next-path";
import { useSessionHint } from "./session-hint";
import { SignInButton } from "./sign-in-button";

// The session client loads after the page is interactive, so public pages ship none of it up front.
const SessionWatcher = lazy(() => import("./session-watcher"));

/** The top bar's account corner: Sign In for visitors, the way into the app for signed-in users. */
export function AccountSlot() {
  const hydrated = useHydrated();
  const session = useSessionHint();
  return (
    <>
      {session ? (
        <Button asChild size="sm">
          <Link href={defaultSignedInPath} prefetch={false} title={`Signed in as ${session.email}`}>
            Dashboard
          </Link>
        </Button>
      ) : (
        <SignInButton />
      )}
      {hydrated ? (
        <Suspense fallback={null}>
          <SessionWatcher />
        </Suspense>
      ) : null}
    </>
  );
}
