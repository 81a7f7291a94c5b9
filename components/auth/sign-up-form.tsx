"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient, authErrorMessage } from "@/lib/auth/client";
import { storePendingSignup } from "@/lib/auth/pending-signup";
import { firstIssue, signUpInput } from "@/lib/auth/schemas";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";
import { useSubmit } from "./use-submit";

/** Name, email and password; on success the caller shows "check your inbox" (no automatic sign-in). */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
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
          const parsed = signUpInput.safeParse({ name: form.get("name"), email: form.get("email"), password: form.get("password") });
          if (!parsed.success) return firstIssue(parsed.error);
          const { error: failure } = await authClient.signUp.email(parsed.data);
          if (failure) return authErrorMessage(failure);
          storePendingSignup(parsed.data.email, { name: parsed.data.name });
          onSignedUp(parsed.data.email);
          return null;
        });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} name="name" autoComplete="name" required />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input id={`${id}-password`} name="password" type="password" autoComplete="new-password" required aria-describedby={`${id}-password-hint`} />
        <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">At least 8 characters.</p>
      </div>
      <FormError id={`${id}-error`} message={error} />
      <SubmitButton pending={pending} pendingLabel="Creating your account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
