"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";

import { FormError } from "@/components/auth/form-error";
import { useSubmit } from "@/components/auth/use-submit";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient, authErrorMessage } from "@/lib/auth/client";
import { clearPendingSignup } from "@/lib/auth/pending-signup";
import { deleteAccountInput, firstIssue } from "@/lib/auth/schemas";
import { publishBrowserEvent } from "@/lib/events/browser";

/** Deletes the account and every row it owns (foreign keys cascade), after the password confirms it. */
export function DeleteAccountForm() {
  const id = useId();
  const router = useRouter();
  const { pending, error, submit } = useSubmit();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        void submit(async () => {
          const parsed = deleteAccountInput.safeParse({ password: form.get("password") });
          if (!parsed.success) return firstIssue(parsed.error);
          const { error: failure } = await authClient.deleteUser({ password: parsed.data.password });
          if (failure) return authErrorMessage(failure);
          clearPendingSignup();
          publishBrowserEvent("session-changed", "signed-out");
          router.replace("/");
          router.refresh();
          return null;
        });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          aria-describedby={`${id}-error`}
        />
      </div>
      <FormError id={`${id}-error`} message={error} />
      <Button
        type="submit"
        variant="outline"
        disabled={pending}
        className="border-destructive text-destructive hover:bg-destructive/10"
      >
        {pending ? "Deleting..." : "Delete my account"}
      </Button>
    </form>
  );
}
