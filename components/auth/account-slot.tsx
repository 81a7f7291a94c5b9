"use client";

import Link from "next/link";
import { lazy, Suspense, useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { call } from "@/lib/api-client/call";
import { sessionRoutes } from "@/lib/api-client/routes/session";
import { defaultSignedInPath } from "@/lib/auth/next-path";
import { onSessionEvent } from "@/lib/auth/session-channel";

import { setSessionHint, useSessionHint } from "./session-hint";
import { SignInButton } from "./sign-in-button";

// Better Auth's session client loads only for a visitor who turns out to be signed in; anonymous visitors (most of
// the marketing traffic) pay for one small request instead.
const SessionWatcher = lazy(() => import("./session-watcher"));

async function readSession(): Promise<{ email: string } | null> {
  const session = await call(sessionRoutes.read, undefined, { cache: "no-store" });
  return session.ok ? session.data : null;
}

/** The top bar's account corner: Sign In for visitors, the way into the app for signed-in users. */
export function AccountSlot() {
  const session = useSessionHint();
  const [watch, setWatch] = useState(false);

  useEffect(() => {
    let active = true;
    const check = () =>
      void readSession().then((found) => {
        if (!active) return;
        setSessionHint(found);
        if (found) setWatch(true);
      });
    check();
    const stop = onSessionEvent(check);
    return () => {
      active = false;
      stop();
    };
  }, []);

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
      {watch ? (
        <Suspense fallback={null}>
          <SessionWatcher />
        </Suspense>
      ) : null}
    </>
  );
}
