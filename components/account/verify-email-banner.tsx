"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/lib/auth/client";

/** Shown on every signed-in screen until the email is confirmed; the resend is rate-limited on the server. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [status, setStatus] = useState<{ kind: "idle" | "sending" | "sent" | "error"; message?: string }>({ kind: "idle" });
  return (
    <div role="region" aria-label="Verify your email" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <p className="flex-1">
          <strong>Verify your email.</strong> We sent a confirmation link to {email}. Some features stay locked until you
          confirm it.
        </p>
        <p aria-live="polite" className="text-amber-900">
          {status.kind === "sent" ? "Sent. Check your inbox." : status.kind === "error" ? status.message : null}
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={status.kind === "sending"}
          onClick={async () => {
            setStatus({ kind: "sending" });
            const { error } = await authClient.sendVerificationEmail({ email });
            setStatus(error ? { kind: "error", message: authErrorMessage(error) } : { kind: "sent" });
          }}
        >
          {status.kind === "sending" ? "Sending..." : "Resend email"}
        </Button>
      </div>
    </div>
  );
}
