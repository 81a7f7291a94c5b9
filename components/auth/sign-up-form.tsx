"use client";

import { useId } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient, authErrorMessage } from "@/lib/auth/client";
import { storePendingSignup } from "@/lib/auth/pending-signup";
import { firstIssue, signUpInput } from "@/lib/auth/schemas";
import { passwordRule } from "@/lib/config/auth";
import { publishBrowserEvent } from "@/lib/events/browser";
import { afterSignUpPath } from "@/lib/onboarding/guard";

import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";
import { useSubmit } from "./use-submit";

/**
 * Name, email and password. A new account is signed in at once in this browser (what needs a confirmed email stays
 * locked until the link is opened) and goes on to the quick setup. When signing in does not follow (the email
 * belonged to an account already, whose owner gets a mail about it), the caller shows "check your inbox". Whether
 * the visitor ended up signed in is the one thing that tells a taken email from a new one: unconfirmed accounts may
 * sign in, so signing in at sign-up cannot hide it, and sign-ups are limited per client address.
 */
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
          const parsed = signUpInput.safeParse({
            name: form.get("name"),
            email: form.get("email"),
            password: form.get("password"),
          });
          if (!parsed.success) return firstIssue(parsed.error);
          const { error: failure } = await authClient.signUp.email(parsed.data);
          if (failure) return authErrorMessage(failure);
          storePendingSignup(parsed.data.email, { name: parsed.data.name });
          const signedIn = await authClient.signIn
            .email({ email: parsed.data.email, password: parsed.data.password })
            .catch(() => null);
          if (!signedIn || signedIn.error) {
            onSignedUp(parsed.data.email);
            return null;
          }
          publishBrowserEvent("session-changed", "signed-in");
          // A full load: the router may hold prefetched answers from before the session existed.
          window.location.assign(afterSignUpPath);
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
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={`${id}-password-hint`}
        />
        <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
          At least {passwordRule.minLength} characters.
        </p>
      </div>
      <FormError id={`${id}-error`} message={error} />
      <SubmitButton pending={pending} pendingLabel="Creating your account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
