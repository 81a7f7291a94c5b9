import { MailCheck } from "lucide-react";

import { ResendConfirmation } from "@/components/account/resend-confirmation";

/**
 * On the quick setup and the checklist of a new account: the confirmation link is the one step left before the
 * trial, so these screens say where it went and offer it again (rate-limited on the server).
 */
export function ConfirmEmailNotice({ email }: { email: string }) {
  return (
    <div
      role="region"
      aria-label="Confirm your email"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <MailCheck className="size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 break-words">
        <strong>Confirm your email to start your free trial.</strong> We sent a link to {email}. Open it in this browser
        and you go straight on to choosing your plan.
      </p>
      <ResendConfirmation email={email} className="text-amber-900" />
    </div>
  );
}
