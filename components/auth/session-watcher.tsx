"use client";

import { useEffect } from "react";
import { authClient } from "@/lib/auth/client";
import { onSessionEvent } from "@/lib/auth/session-channel";
import { setSessionHint } from "./session-hint";

/** Follows Better Auth's session (and sign-ins and sign-outs in other tabs) into the page's session hint. */
export default function SessionWatcher() {
  const { data, isPending, refetch } = authClient.useSession();
  const email = data?.user.email ?? null;

  useEffect(() => onSessionEvent(() => void refetch()), [refetch]);
  useEffect(() => {
    if (!isPending) setSessionHint(email ? { email } : null);
  }, [email, isPending]);
  return null;
}
