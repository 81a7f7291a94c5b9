"use client";

import Link from "next/link";
import { useId, useState } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient, authErrorMessage } from "@/lib/auth/client";
import { emailField } from "@/lib/auth/schemas";
import { resetCode } from "@/lib/config/auth";

import { closeAuthDialog } from "./auth-dialog-store";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";
import { useSubmit } from "./use-submit";

const codeMinutes = resetCode.ttlSeconds / 60;

/** Sends a reset code. The answer is the same whether or not the email has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const id = useId();
  const { pending, error, submit } = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <div className="grid gap-4 text-sm">
        <p role="status">
          If an account exists for {sentTo}, we have sent it a {resetCode.digits}-digit code. It works once and expires
          in {codeMinutes} minutes.
        </p>
        <Link
          href={`/reset-password?email=${encodeURIComponent(sentTo)}`}
          onClick={closeAuthDialog}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Enter the code
        </Link>
        <button
          type="button"
          onClick={onBack}
          className="justify-self-start text-primary underline-offset-4 hover:underline"
        >
          Back to sign in
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        void submit(async () => {
          const parsed = emailField.safeParse(form.get("email") ?? "");
          if (!parsed.success) return parsed.error.issues[0]?.message ?? "Please enter a valid email address.";
          const { error: failure } = await authClient.emailOtp.requestPasswordReset({ email: parsed.data });
          if (failure) return authErrorMessage(failure);
          setSentTo(parsed.data);
          return null;
        });
      }}
    >
      <p className="text-sm text-muted-foreground">
        Enter your account&apos;s email and we will send you a {resetCode.digits}-digit code.
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-describedby={`${id}-error`}
        />
      </div>
      <FormError id={`${id}-error`} message={error} />
      <SubmitButton pending={pending} pendingLabel="Sending code...">
        Send Code
      </SubmitButton>
      <button
        type="button"
        onClick={onBack}
        className="justify-self-start text-sm text-primary underline-offset-4 hover:underline"
      >
        Back to sign in
      </button>
    </form>
  );
}
