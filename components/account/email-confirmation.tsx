"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { NewConfirmationLink } from "@/components/account/new-confirmation-link";
import { Button } from "@/components/ui/button";
import type { ApiError } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { accountRoutes } from "@/lib/api-client/routes/account";
import { confirmationMessages, readCallbackLink, type CallbackLink } from "@/lib/auth/callback-link";
import { authClient } from "@/lib/auth/client";
import {
  alreadyConfirmedMessage,
  failedConfirmation,
  type FailedConfirmation,
  type Viewer,
} from "@/lib/auth/confirmation-outcome";
import { delays } from "@/lib/config/timing";
import { localStorageKeys } from "@/lib/storage-keys";

type State = { status: "loading" } | { status: "success" } | ({ status: "failed" } & FailedConfirmation);

// One request per token, even when React runs the effect twice in development: the token works only once.
const confirmations = new Map<string, Promise<ApiError | null>>();

/** Null when the token confirmed the email; the refusal otherwise. */
function confirm(token: string): Promise<ApiError | null> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = call(accountRoutes.confirmEmail, { token }).then((answer) => (answer.ok ? null : answer.error));
    confirmations.set(token, pending);
  }
  return pending;
}

/** Who is signed in here, to tell an already confirmed email from a failure and to address a new link. */
async function currentViewer(): Promise<Viewer> {
  const session = await authClient.getSession().catch(() => null);
  const user = session?.data?.user;
  return user ? { email: user.email, emailVerified: user.emailVerified } : null;
}

function pendingEmail(): string | null {
  try {
    return localStorage.getItem(localStorageKeys.pendingUserEmail);
  } catch {
    return null;
  }
}

/** Records the confirmation (sets email_verified_v2); its failure is ignored, since the email is already confirmed by then. */
function recordCallback(token: string): void {
  void call(accountRoutes.recordConfirmation, undefined, { headers: { authorization: `Bearer ${token}` } });
}

export function EmailConfirmation() {
  const router = useRouter();
  const [state, setState] = useState<State>({ status: "loading" });
  // Read once: the fragment is cleared below, and development runs effects twice.
  const linkRef = useRef<CallbackLink | null>(null);

  useEffect(() => {
    const link = (linkRef.current ??= readCallbackLink(window.location.hash));
    if (link.kind === "recovery") {
      window.location.replace(link.redirectTo);
      return;
    }
    // The token leaves the address bar (and the history entry) as soon as it has been read.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    let redirect: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const outcome = link.kind === "invalid" ? Promise.resolve("invalid" as const) : confirm(link.token);
    void outcome.then(async (refusal) => {
      if (cancelled) return;
      if (refusal !== null) {
        const failed = failedConfirmation(refusal, await currentViewer(), pendingEmail());
        if (!cancelled) setState({ status: "failed", ...failed });
        return;
      }
      if (link.kind !== "confirm") return;
      recordCallback(link.token);
      setState({ status: "success" });
      redirect = setTimeout(() => router.push("/welcome"), delays.confirmationRedirectMs);
    });
    return () => {
      cancelled = true;
      clearTimeout(redirect);
    };
  }, [router]);

  if (state.status === "loading") {
    return (
      <section aria-live="polite" className="grid gap-2 text-center">
        <h1 className="text-2xl font-bold">Confirming Email</h1>
        <p className="text-muted-foreground">One moment while we confirm your email address.</p>
      </section>
    );
  }
  if (state.status === "success") {
    return (
      <section aria-live="polite" className="grid gap-2 text-center">
        <h1 className="text-2xl font-bold">Email Confirmed</h1>
        <p role="status">{confirmationMessages.success}</p>
      </section>
    );
  }
  if (state.kind === "already-confirmed") {
    return (
      <section aria-live="polite" className="grid justify-items-center gap-4 text-center">
        <h1 className="text-2xl font-bold">Email Confirmed</h1>
        <p role="status">{alreadyConfirmedMessage}</p>
        <Button asChild className="min-h-11">
          <Link href="/dashboard">Continue to your dashboard</Link>
        </Button>
      </section>
    );
  }
  return (
    <section aria-live="polite" className="grid justify-items-center gap-4 text-center">
      <h1 className="text-2xl font-bold">Confirmation Error</h1>
      <p role="alert">{state.message}</p>
      <NewConfirmationLink email={state.email} />
      <Button asChild variant="outline">
        <Link href="/">Return to Home</Link>
      </Button>
    </section>
  );
}
