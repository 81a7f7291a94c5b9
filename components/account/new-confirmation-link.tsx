"use client";

import { useId, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient, authErrorMessage } from "@/lib/auth/client";
import { emailField } from "@/lib/auth/schemas";

type Status = { kind: "idle" | "sending" } | { kind: "done" | "error"; message: string };

/**
 * A used or expired confirmation link is not a dead end: the visitor asks for a new link to their address (the
 * signed-in user's, or the one this browser signed up with, when the screen knows it). Sending is rate-limited per address and per email on
 * the server; the answer never says whether an account exists.
 */
export function NewConfirmationLink({ email: knownEmail }: { email: string }) {
  const id = useId();
  const [email, setEmail] = useState(knownEmail);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success)
      return setStatus({
        kind: "error",
        message: parsed.error.issues[0]?.message ?? "Please enter a valid email address.",
      });
    setStatus({ kind: "sending" });
    const { error } = await authClient.sendVerificationEmail({ email: parsed.data });
    setStatus(
      error && error.status === 429
        ? { kind: "error", message: authErrorMessage(error) }
        : {
            kind: "done",
            message: `If ${parsed.data} still needs confirming, a new link is on its way. Check your inbox.`,
          },
    );
  };

  return (
    <form onSubmit={(event) => void send(event)} className="grid w-full max-w-sm gap-3 text-left" noValidate>
      <Label htmlFor={`${id}-email`}>Email</Label>
      <Input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-describedby={`${id}-status`}
      />
      <Button type="submit" disabled={status.kind === "sending"} className="min-h-11">
        {status.kind === "sending" ? "Sending..." : "Send a new link"}
      </Button>
      <p id={`${id}-status`} role="status" className="min-h-5 text-sm text-muted-foreground">
        {status.kind === "done" || status.kind === "error" ? status.message : null}
      </p>
    </form>
  );
}
