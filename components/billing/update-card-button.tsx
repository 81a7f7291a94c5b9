import Link from "next/link";

import { Button } from "@/components/ui/button";
import type { PlanId } from "@/lib/config/plans";

import { ManageBillingButton } from "./manage-billing-button";

/**
 * Where a user whose payment failed goes to make it good: Stripe's Billing Portal, or, in local billing mode (no
 * Stripe, no card), the test-mode confirmation, which starts the plan again.
 */
export function UpdateCardButton({ plan, localBilling }: { plan: PlanId; localBilling: boolean }) {
  if (!localBilling) return <ManageBillingButton label="Update card" size="sm" />;
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={`/billing/local-confirm?plan=${plan}`}>Confirm the plan again</Link>
    </Button>
  );
}
