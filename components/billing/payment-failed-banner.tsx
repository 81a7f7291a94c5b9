import type { PaymentNotice } from "@/lib/billing/past-due";
import { plans } from "@/lib/config/plans";
import { dateTime } from "@/lib/format";

import { UpdateCardButton } from "./update-card-button";

/** Shown on every signed-in screen while a payment has failed: during the grace period, and once access is paused. */
export function PaymentFailedBanner({ notice, localBilling }: { notice: PaymentNotice; localBilling: boolean }) {
  const plan = plans[notice.plan].name;
  return (
    <div role="region" aria-label="Payment failed" className="border-b border-red-300 bg-red-50 text-red-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <p className="flex-1">
          <strong>Your payment failed.</strong>{" "}
          {notice.accessUntil
            ? `Your ${plan} plan keeps working until ${dateTime.format(notice.accessUntil)} while the payment is retried. Update your card so it goes through.`
            : `Your ${plan} plan is paused until the payment goes through: update your card to pick up where you left off.`}
          {localBilling ? " (Local billing mode has no card: confirming the plan again restarts it.)" : null}
        </p>
        <UpdateCardButton plan={notice.plan} localBilling={localBilling} />
      </div>
    </div>
  );
}
