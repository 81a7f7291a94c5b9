"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";

import { FormError } from "@/components/auth/form-error";
import { useSubmit } from "@/components/auth/use-submit";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/lib/auth/client";

/**
 * For an account made with Google, which has no password: changing one, and deleting the account (which asks for
 * it), start with setting one. A reset code goes to the account's email, and the reset page sets the password.
 */
export function SetPasswordNote({ email, action }: { email: string; action: string }) {
  const id = useId();
  const router = useRouter();
  const { pending, error, submit } = useSubmit();
  return (
    <div className="grid justify-items-start gap-3 text-sm" data-testid="set-password-note">
      <p>
        You sign in with Google, so this account has no password yet. To {action}, set one first: we email a code to{" "}
        <span className="font-medium [overflow-wrap:anywhere]">{email}</span>.
      </p>
      <Button
        variant="outline"
        className="min-h-11"
        disabled={pending}
        aria-describedby={`${id}-error`}
        onClick={() =>
          void submit(async () => {
            const { error: failure } = await authClient.emailOtp.requestPasswordReset({ email });
            if (failure) return authErrorMessage(failure);
            router.push(`/reset-password?email=${encodeURIComponent(email)}`);
            return null;
          })
        }
      >
        {pending ? "Sending..." : "Email me a code to set a password"}
      </Button>
      <FormError id={`${id}-error`} message={error} />
    </div>
  );
}
