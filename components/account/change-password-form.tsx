"use client";

import { useId } from "react";
import { toast } from "sonner";

import { FormError } from "@/components/auth/form-error";
import { SubmitButton } from "@/components/auth/submit-button";
import { useSubmit } from "@/components/auth/use-submit";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient, authErrorMessage } from "@/lib/auth/client";
import { changePasswordInput, firstIssue } from "@/lib/auth/schemas";

export function ChangePasswordForm() {
  const id = useId();
  const { pending, error, submit } = useSubmit();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const formElement = event.currentTarget;
        const form = new FormData(formElement);
        void submit(async () => {
          const parsed = changePasswordInput.safeParse({
            currentPassword: form.get("currentPassword"),
            newPassword: form.get("newPassword"),
          });
          if (!parsed.success) return firstIssue(parsed.error);
          const { error: failure } = await authClient.changePassword({ ...parsed.data, revokeOtherSessions: true });
          if (failure) return authErrorMessage(failure);
          formElement.reset();
          toast.success("Password updated", { description: "Your other sessions were signed out." });
          return null;
        });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-current`}>Current password</Label>
        <Input id={`${id}-current`} name="currentPassword" type="password" autoComplete="current-password" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-new`}>New password</Label>
        <Input
          id={`${id}-new`}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          aria-describedby={`${id}-error`}
        />
      </div>
      <FormError id={`${id}-error`} message={error} />
      <SubmitButton pending={pending} pendingLabel="Saving...">
        Change Password
      </SubmitButton>
    </form>
  );
}
