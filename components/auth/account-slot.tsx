"use client";

import { lazy, Suspense, useEffect, useState } from "react";

import { SiteLink } from "@/components/navigation/site-link";
import { defaultSignedInPath } from "@/lib/auth/next-path";

import { useSessionHint } from "./session-hint";
import { SignInButton } from "./sign-in-button";

// Better Auth's session client loads only for a visitor who turns out to be signed in; anonymous visitors (most of
// the marketing traffic) pay for one small request instead.
const SessionWatcher = lazy(() => import("./session-watcher"));

/**
 * The top bar's account corner: Sign In for visitors, the way into the app for signed-in users. `buttonClassName`
 * comes from the server, which styles it. The session check (and the API client with it) loads after hydration.
 */
export function AccountSlot({ buttonClassName }: { buttonClassName: string }) {
  const session = useSessionHint();
  const [watch, setWatch] = useState(false);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    import("./session-check").then(
      ({ watchSession }) => {
        if (active) stop = watchSession(() => setWatch(true));
      },
      () => undefined, // offline: the slot keeps what it showed
    );
    return () => {
      active = false;
      stop?.();
    };
  }, []);

  return (
    <>
      {session ? (
        <SiteLink
          href={defaultSignedInPath}
          title={`Signed in as ${session.email}`}
          data-slot="button"
          className={buttonClassName}
        >
          Dashboard
        </SiteLink>
      ) : (
        <SignInButton className={buttonClassName} />
      )}
      {watch ? (
        <Suspense fallback={null}>
          <SessionWatcher />
        </Suspense>
      ) : null}
    </>
  );
}
