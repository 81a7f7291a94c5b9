"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/lib/auth/client";

type Status = { kind: "idle" | "sending" | "sent" | "error"; message?: string };

/**
 * Sends the confirmation link again (Better Auth's send-verification-email, rate-limited on the server), to `email`
 * or, when the screen does not know it, to the signed-in user's. The outcome is announced beside the button.
 */
export function ResendConfirmation({ email, className }: { email?: string; className?: string }) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const resend = async () => {
    setStatus({ kind: "sending" });
    const to = email ?? (await authClient.getSession().catch(() => null))?.data?.user.email;
    if (!to) return setStatus({ kind: "error", message: "Sign in again to resend the link." });
    const { error } = await authClient.sendVerificationEmail({ email: to });
    setStatus(error ? { kind: "error", message: authErrorMessage(error) } : { kind: "sent" });
  };
  return (
    <>
      <p aria-live="polite" className={className}>
        {status.kind === "sent" ? "Sent. Check your inbox." : status.kind === "error" ? status.message : null}
      </p>
      <Button size="sm" variant="outline" disabled={status.kind === "sending"} onClick={() => void resend()}>
        {status.kind === "sending" ? "Sending..." : "Resend email"}
      </Button>
    </>
  );
}
