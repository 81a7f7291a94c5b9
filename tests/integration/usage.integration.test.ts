import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { entitlementFrom } from "@/lib/billing/entitlement";
import { plans, trial } from "@/lib/config/plans";
import { getDb } from "@/lib/db";
import { allowanceFor, type Allowance } from "@/lib/usage/allowance";
import { readUsage, releaseUnit, reserveUnit } from "@/lib/usage/reserve";

import { signedInUser, uniqueEmail } from "../support/auth-requests";
import { apiRequest } from "../support/route-requests";
import { trialSubscriber } from "../support/subscribers";

/** A user with a confirmed email: spending a unit needs one. */
async function newUser(bonusCredits = 0): Promise<string> {
  const id = randomUUID();
  await getDb().user.create({
    data: { id, name: "Usage Test", email: uniqueEmail("usage"), emailVerified: true, bonusCredits },
  });
  return id;
}

const paid = (month: string, limit: number): Allowance => ({ month, limit, isTrial: false });

describe("reserving usage", () => {
  it("creates the row once when the first requests of a month arrive together", async () => {
    const userId = await newUser();
    const results = await Promise.all(Array.from({ length: 30 }, () => reserveUnit(userId, paid("2026-11", 10))));
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(await getDb().usageTracking.count({ where: { userId } })).toBe(1);
  });

  it("grants exactly the units left when 100 requests arrive at once", async () => {
    const userId = await newUser();
    await getDb().usageTracking.create({ data: { userId, month: "2026-11", generationsCount: 197, planLimit: 200 } });
    const results = await Promise.all(Array.from({ length: 100 }, () => reserveUnit(userId, paid("2026-11", 200))));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    const row = await getDb().usageTracking.findUniqueOrThrow({
      where: { userId_month: { userId, month: "2026-11" } },
    });
    expect(row.generationsCount).toBe(200);
  });

  it("creates the month's row on first use and gives a unit back when the request fails", async () => {
    const userId = await newUser();
    const first = await reserveUnit(userId, paid("2026-11", 200));
    expect(first).toMatchObject({ ok: true, source: "allowance", used: 1, limit: 200 });
    const second = await reserveUnit(userId, paid("2026-11", 200));
    if (!second.ok) throw new Error("expected a reservation");
    await releaseUnit(second); // the provider failed
    expect(await readUsage(userId, paid("2026-11", 200))).toMatchObject({ used: 1, limit: 200 });
  });

  it("starts each UTC month from zero: nothing rolls over", async () => {
    const userId = await newUser();
    const essential = entitlementFrom(
      {
        status: "active",
        plan: "essential",
        trialEnd: null,
        currentPeriodEnd: new Date("2027-02-01T00:00:00Z"),
        cancelAtPeriodEnd: false,
      },
      new Date("2026-11-30T00:00:00Z"),
    );
    const lastSecond = new Date("2026-11-30T23:59:59Z");
    for (let i = 0; i < 200; i++) await reserveUnit(userId, allowanceFor(essential, null, lastSecond));
    expect((await reserveUnit(userId, allowanceFor(essential, null, lastSecond))).ok).toBe(false);
    expect(await reserveUnit(userId, allowanceFor(essential, null, new Date("2026-12-01T00:00:00Z")))).toMatchObject({
      ok: true,
      used: 1,
      limit: 200,
    });
  });

  it("allows 10 during the trial, 200 on Essential and 600 on Pro", async () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const cases = [
      { status: "trialing", plan: "essential", expected: trial.generations },
      { status: "active", plan: "essential", expected: plans.essential.generationsPerMonth },
      { status: "active", plan: "pro", expected: plans.pro.generationsPerMonth },
    ];
    for (const { status, plan, expected } of cases) {
      const userId = await newUser();
      const entitlement = entitlementFrom(
        {
          status,
          plan,
          trialEnd: new Date("2026-11-22T12:00:00Z"),
          currentPeriodEnd: new Date("2026-12-20T12:00:00Z"),
          cancelAtPeriodEnd: false,
        },
        now,
      );
      const allowance = allowanceFor(entitlement, null, now);
      let granted = 0;
      while ((await reserveUnit(userId, allowance)).ok) granted += 1;
      expect(granted, `${status} ${plan}`).toBe(expected);
    }
  });

  it("counts the trial as one period across a month boundary, and a paid month in the same month starts from zero", async () => {
    const userId = await newUser();
    const trialEnd = new Date("2026-12-02T10:00:00Z"); // started November 29
    const trialing = entitlementFrom(
      { status: "trialing", plan: "pro", trialEnd, currentPeriodEnd: trialEnd, cancelAtPeriodEnd: false },
      new Date("2026-11-30T10:00:00Z"),
    );
    for (const day of ["2026-11-30T10:00:00Z", "2026-12-01T10:00:00Z"]) {
      for (let i = 0; i < 5; i++)
        expect((await reserveUnit(userId, allowanceFor(trialing, 10, new Date(day)))).ok).toBe(true);
    }
    expect((await reserveUnit(userId, allowanceFor(trialing, 10, new Date("2026-12-01T11:00:00Z")))).ok).toBe(false);

    // The same user, paying from December: December's row is its own.
    const active = entitlementFrom(
      {
        status: "active",
        plan: "pro",
        trialEnd,
        currentPeriodEnd: new Date("2027-01-02T10:00:00Z"),
        cancelAtPeriodEnd: false,
      },
      new Date("2026-12-03T10:00:00Z"),
    );
    expect(await reserveUnit(userId, allowanceFor(active, 10, new Date("2026-12-03T10:00:00Z")))).toMatchObject({
      ok: true,
      used: 1,
      limit: 600,
    });

    // A trial that converts within the month it started: the paid period does not inherit the trial's count.
    const other = await newUser();
    const shortTrial = entitlementFrom(
      {
        status: "trialing",
        plan: "essential",
        trialEnd: new Date("2026-11-13T10:00:00Z"),
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
      new Date("2026-11-11T10:00:00Z"),
    );
    for (let i = 0; i < 10; i++)
      await reserveUnit(other, allowanceFor(shortTrial, null, new Date("2026-11-11T10:00:00Z")));
    const converted = entitlementFrom(
      {
        status: "active",
        plan: "essential",
        trialEnd: null,
        currentPeriodEnd: new Date("2026-12-13T10:00:00Z"),
        cancelAtPeriodEnd: false,
      },
      new Date("2026-11-14T10:00:00Z"),
    );
    expect(await readUsage(other, allowanceFor(converted, null, new Date("2026-11-14T10:00:00Z")))).toMatchObject({
      used: 0,
      limit: 200,
    });
    expect(await reserveUnit(other, allowanceFor(converted, null, new Date("2026-11-14T10:00:00Z")))).toMatchObject({
      ok: true,
      used: 1,
      limit: 200,
    });
  });

  it("spends a bonus credit once the allowance is used up, and gives it back on failure", async () => {
    const userId = await newUser(2);
    // While the allowance lasts, credits are not touched.
    expect(await reserveUnit(userId, paid("2026-10", 200))).toMatchObject({
      ok: true,
      source: "allowance",
      credits: 2,
    });
    await getDb().usageTracking.create({ data: { userId, month: "2026-11", generationsCount: 200, planLimit: 200 } });
    const spent = await reserveUnit(userId, paid("2026-11", 200));
    expect(spent).toMatchObject({ ok: true, source: "credit", credits: 1 });
    if (!spent.ok) throw new Error("expected a credit");
    await releaseUnit(spent);
    const all = await Promise.all(Array.from({ length: 10 }, () => reserveUnit(userId, paid("2026-11", 200))));
    expect(all.filter((result) => result.ok)).toHaveLength(2);
    expect((await getDb().user.findUniqueOrThrow({ where: { id: userId } })).bonusCredits).toBe(0);
    expect(
      (await getDb().usageTracking.findUniqueOrThrow({ where: { userId_month: { userId, month: "2026-11" } } }))
        .generationsCount,
    ).toBe(200);
  });
});

describe("metered requests", () => {
  async function subscribed(status: "trialing" | "active", plan: "essential" | "pro") {
    const userId = await newUser();
    const end = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await getDb().subscription.create({
      data: {
        userId,
        stripeSubscriptionId: `sub_${randomUUID()}`,
        stripeCustomerId: `cus_${randomUUID()}`,
        status,
        plan,
        priceId: `price_${plan}`,
        trialEnd: status === "trialing" ? end : null,
        currentPeriodEnd: end,
      },
    });
    return userId;
  }

  it("refuses without a subscription with 403, and at the limit with 402 and a clear message", async () => {
    const { metered } = await import("@/lib/usage/metered");
    const { AppError } = await import("@/lib/errors");
    const none = await newUser();
    await expect(metered(none, async () => "copy")).rejects.toMatchObject({
      status: 403,
      code: "subscription_required",
    });

    const userId = await subscribed("trialing", "essential");
    for (let i = 0; i < 10; i++) expect(await metered(userId, async () => "copy")).toBe("copy");
    const refused = await metered(userId, async () => "copy").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 402,
      message: "You have used all 10 generations of your trial. Upgrade your plan to keep writing.",
    });
  });

  it("deducts nothing when the request fails", async () => {
    const { metered } = await import("@/lib/usage/metered");
    const userId = await subscribed("active", "pro");
    await metered(userId, async () => "copy");
    await expect(metered(userId, async () => Promise.reject(new Error("provider down")))).rejects.toThrow(
      "provider down",
    );
    const month = new Date().toISOString().slice(0, 7);
    expect(
      (await getDb().usageTracking.findUniqueOrThrow({ where: { userId_month: { userId, month } } })).generationsCount,
    ).toBe(1);
  });
});

describe("GET /api/usage", () => {
  it("answers the meter's plan label as the page words it: the plan being trialled and the days left", async () => {
    const { GET } = await import("@/app/api/usage/route");
    const user = await trialSubscriber("usage-route", 2);
    const response = await GET(apiRequest("/api/usage", user.bearer), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      plan: "essential",
      status: "trialing",
      planLabel: "Essential · trial, 3 days left",
      usage: { used: 2, limit: 10, isTrial: true },
    });

    const none = await signedInUser("usage-route-none");
    expect(await (await GET(apiRequest("/api/usage", none.bearer), undefined)).json()).toMatchObject({
      planLabel: "No plan",
    });
  });
});
