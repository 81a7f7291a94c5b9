import "server-only";
import { allowanceOf } from "../billing/overview";
import { AppError } from "../errors";
import { releaseUnit, reserveUnit } from "./reserve";

/**
 * Runs one generation, content plan or hook request against the user's allowance: refused with 402 without a
 * subscription or once the allowance and bonus credits are used up; the unit is reserved before `work` calls the
 * provider and given back if `work` fails, so failed requests deduct nothing.
 */
export async function metered<T>(userId: string, work: () => Promise<T>, now = new Date()): Promise<T> {
  const { entitlement, allowance } = await allowanceOf(userId, now);
  if (!entitlement.hasActiveSubscription) throw new AppError("payment_required", "Choose a plan to start generating. Every plan starts with a 3-day free trial.");
  const reservation = await reserveUnit(userId, allowance);
  if (!reservation.ok) {
    const period = allowance.isTrial ? "your trial" : "this month";
    throw new AppError("payment_required", `You have used all ${reservation.limit} generations of ${period}. Upgrade your plan to keep writing.`);
  }
  try {
    return await work();
  } catch (error) {
    await releaseUnit(reservation);
    throw error;
  }
}
