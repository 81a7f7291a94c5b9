"use client";

import { call } from "@/lib/api-client/call";
import { sessionRoutes } from "@/lib/api-client/routes/session";
import { onBrowserEvent } from "@/lib/events/browser";

import { setSessionHint } from "./session-hint";

async function readSession(): Promise<{ email: string } | null> {
  const session = await call(sessionRoutes.read, undefined, { cache: "no-store" });
  return session.ok ? session.data : null;
}

/**
 * Asks the server who is signed in, now and whenever another tab signs in or out, and keeps the session hint in
 * step; `onSignedIn` hears of a session found. Returns the function that stops listening.
 */
export function watchSession(onSignedIn: () => void): () => void {
  let active = true;
  const check = () =>
    void readSession().then((found) => {
      if (!active) return;
      setSessionHint(found);
      if (found) onSignedIn();
    });
  check();
  const stop = onBrowserEvent("session-changed", check);
  return () => {
    active = false;
    stop();
  };
}
