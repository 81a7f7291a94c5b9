import "server-only";

import { assertConfirmedEmail } from "../account/confirmed-email";
import type { BillingRecord } from "../billing/entitlement-of";
import { isPaymentFailed } from "../billing/past-due";
import { trial } from "../config/plans";
import { getDb } from "../db";
import { AppError } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { tracked } from "../server/shutdown";
import type { Allowance } from "./allowance";
import { allowanceOfRecord } from "./overview";
import { readUsage, releaseUnit, reserveUnit, type Reservation } from "./reserve";

/** What a reservation checks before it counts: the confirmed email, then the plan. */
export type AccountRecord = BillingRecord & { email: string; emailVerified: boolean };

/** The user and their subscription, in one statement. */
const readAccount = (userId: string): Promise<AccountRecord | null> =>
  getDb().user.findUnique({
    where: { id: userId },
    select: { email: true, emailVerified: true, trialGenerationLimit: true, subscription: true },
  });

export type HeldUnit = {
  reservation: Extract<Reservation, { ok: true }>;
  /** Gives the unit back (the request failed); a second call does nothing. */
  release: () => Promise<void>;
};

/**
 * The allowance a user's requests draw from, once they may generate at all: 403 until the email is confirmed, 403
 * without a subscription. The email comes first because a plan cannot be chosen before it is confirmed: "choose a
 * plan" would lead to a refusal.
 */
async function generatingAllowance(userId: string, user: AccountRecord | null, now: Date): Promise<Allowance> {
  assertConfirmedEmail(user, "generate");
  const { entitlement, allowance } = await allowanceOfRecord(userId, user, now);
  if (!entitlement.hasActiveSubscription) {
    // A subscription whose payment failed is not offered a new plan (checkout refuses it) but a card update.
    if (entitlement.plan && isPaymentFailed(entitlement.status)) {
      throw new AppError(
        "subscription_required",
        "Your last payment failed, so generating is paused. Update your card to keep writing.",
      );
    }
    throw new AppError(
      "subscription_required",
      `Choose a plan to start generating. Every plan starts with a ${trial.days}-day free trial.`,
    );
  }
  return allowance;
}

export type UnitsLeft = { left: number; used: number; limit: number; credits: number; isTrial: boolean };

/** How many units the user can still spend (allowance and bonus credits), with the same refusals as a reservation. */
export async function unitsLeft(userId: string, now = new Date()): Promise<UnitsLeft> {
  const allowance = await generatingAllowance(userId, await readAccount(userId), now);
  const { used, limit, credits } = await readUsage(userId, allowance);
  return { left: Math.max(0, limit - used) + credits, used, limit, credits, isTrial: allowance.isTrial };
}

/** Reserves one unit inside the caller's transaction, for work that records the unit with what it pays for. */
export async function reserveUnitIn(
  tx: Prisma.TransactionClient,
  userId: string,
  now = new Date(),
): Promise<Extract<Reservation, { ok: true }> | { ok: false; message: string }> {
  const allowance = await generatingAllowance(userId, await readAccount(userId), now);
  const reservation = await reserveUnit(userId, allowance, tx);
  if (reservation.ok) return reservation;
  return { ok: false, message: usedUpMessage(reservation.limit, allowance) };
}

const usedUpMessage = (limit: number, allowance: Allowance) =>
  `You have used all ${limit} generations of ${allowance.isTrial ? "your trial" : "this month"}. Upgrade your plan to keep writing.`;

/**
 * Reserves the unit a generation, content plan or hook request costs, before any provider is called: 403 until the
 * email is confirmed, 403 without a subscription, 402 once the allowance and bonus credits are used up. The email
 * comes first because a plan cannot be chosen before it is confirmed: "choose a plan" would lead to a refusal.
 * `account` is the user's record when the caller has already read it (with other things, in one statement).
 */
export async function reserveRequest(
  userId: string,
  now = new Date(),
  account?: AccountRecord | null,
): Promise<HeldUnit> {
  const user = account === undefined ? await readAccount(userId) : account;
  const allowance = await generatingAllowance(userId, user, now);
  const reservation = await reserveUnit(userId, allowance);
  if (!reservation.ok) throw new AppError("payment_required", usedUpMessage(reservation.limit, allowance));
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
export function metered<T>(
  userId: string,
  work: (reservation: HeldUnit["reservation"]) => Promise<T>,
  now = new Date(),
): Promise<T> {
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
