// What a new subscriber is told under "Payment Successful!": which plan started, and what it costs when.
import { plans, type PlanId } from "../config/plans";
import { longDate, planPrice } from "../format";

export type PurchaseFacts = {
  plan: PlanId | null;
  status: string | null;
  trialEnd: Date | string | null;
  periodEnd: Date | string | null;
};

/** One sentence, or null while the subscription is not known yet (the webhook may still be on its way). */
export function purchaseSummary({ plan, status, trialEnd, periodEnd }: PurchaseFacts): string | null {
  if (!plan) return null;
  const { name, monthlyPrice } = plans[plan];
  const price = planPrice.format(monthlyPrice);
  if (status === "trialing" && trialEnd) {
    return `${name} plan: free trial until ${longDate.format(new Date(trialEnd))}; then ${price} a month unless you cancel.`;
  }
  if (status === "active") {
    const renewal = periodEnd ? `, and it renews on ${longDate.format(new Date(periodEnd))}` : "";
    return `${name} plan: ${price} charged for this month${renewal}.`;
  }
  return null;
}

/**
 * The tour helps someone new to the product: shown after a trial starts, never after an existing user's paid upgrade
 * (they know the product, and came to keep writing).
 */
export function showsTour({ status }: Pick<PurchaseFacts, "status">): boolean {
  return status === "trialing";
}
