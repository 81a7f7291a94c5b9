import "server-only";
import { allowanceOf } from "../billing/overview";
import { AppError } from "../errors";
import { tracked } from "../server/shutdown";
import { releaseUnit, reserveUnit, type Reservation } from "./reserve";

type HeldUnit = {
  reservation: Extract<Reservation, { ok: true }>;
  /** Gives the unit back (the request failed); a second call does nothing. */
  release: () => Promise<void>;
};

/**
 * Reserves the unit a generation, content plan or hook request costs, before any provider is called: 403 without
 * a subscription, 402 once the allowance and bonus credits are used up.
 */
export async function reserveRequest(userId: string, now = new Date()): Promise<HeldUnit> {
  const { entitlement, allowance } = await allowanceOf(userId, now);
  if (!entitlement.hasActiveSubscription) {
    throw new AppError("subscription_required", "Choose a plan to start generating. Every plan starts with a 3-day free trial.");
  }
  const reservation = await reserveUnit(userId, allowance);
  if (!reservation.ok) {
    const period = allowance.isTrial ? "your trial" : "this month";
    throw new AppError("payment_required", `You have used all ${reservation.limit} generations of ${period}. Upgrade your plan to keep writing.`);
  }
  let released = false;
  return {
    reservation,
    release: async () => {
      if (released) return;
      released = true;
      await releaseUnit(reservation);
    },
  };
}

/**
 * Runs one request against the user's allowance: the unit is reserved first and given back if `work` fails. A
 * server shutting down waits for it, so a unit is never left reserved by a request the shutdown cut off.
 */
export function metered<T>(userId: string, work: (reservation: HeldUnit["reservation"]) => Promise<T>, now = new Date()): Promise<T> {
  return tracked(async () => {
    const unit = await reserveRequest(userId, now);
    try {
      return await work(unit.reservation);
    } catch (error) {
      await unit.release();
      throw error;
    }
  });
}
