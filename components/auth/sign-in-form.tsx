"use client";

import { useId } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient, authErrorMessage } from "@/lib/auth/client";
import { takeSignedInPath } from "@/lib/auth/next-path";
import { firstIssue, signInInput } from "@/lib/auth/schemas";
import { publishBrowserEvent } from "@/lib/events/browser";

import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";
import { useSubmit } from "./use-submit";

/** Email and password; on success goes to the path the visitor first tried, else the dashboard. */
export function SignInForm({
  onForgotPassword,
  onSignedIn,
}: {
  onForgotPassword?: () => void;
  onSignedIn?: () => void;
}) {
  const id = useId();
  const { pending, error, submit } = useSubmit();

  return (
    <form
      noValidate
      aria-describedby={`${id}-error`}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        void submit(async () => {
          const parsed = signInInput.safeParse({ email: form.get("email"), password: form.get("password") });
          if (!parsed.success) return firstIssue(parsed.error);
          const { error: failure } = await authClient.signIn.email(parsed.data);
          if (failure) return authErrorMessage(failure);
          publishBrowserEvent("session-changed", "signed-in");
          onSignedIn?.();
          // A full load: the router may hold prefetched answers from before the session existed.
          window.location.assign(takeSignedInPath());
          return null;
        });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor={`${id}-password`}>Password</Label>
          {onForgotPassword ? (
            <button
              type="button"
              onClick={onForgotPassword}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              Forgot password?
            </button>
          ) : null}
        </div>
        <Input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      </div>
      <FormError id={`${id}-error`} message={error} />
      <SubmitButton pending={pending} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
    </form>
  );
}
