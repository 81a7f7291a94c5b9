"use client";

import { ResendConfirmation } from "@/components/account/resend-confirmation";

/**
 * A refused or failed request's message. A refusal for an unconfirmed email is not the user's mistake: it is shown
 * as a notice, with its way out beside it (sending the confirmation link again).
 */
export function RefusalAlert({ message, code }: { message: string; code?: string | null }) {
  if (code !== "email_unconfirmed") {
    return (
      <p role="alert" className="text-sm text-destructive">
        {message}
      </p>
    );
  }
  return (
    <div className="grid justify-items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p role="alert">{message}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ResendConfirmation className="order-last text-amber-900" />
      </div>
    </div>
  );
}
