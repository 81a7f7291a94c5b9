import { describe, expect, it, vi } from "vitest";

import { POST as checkoutPost } from "@/app/api/billing/checkout/route";
import { POST as confirmPost } from "@/app/api/billing/local-confirm/route";
import { POST as trialPost } from "@/app/api/billing/trial/route";
import { POST as upgradePost } from "@/app/api/billing/upgrade/route";
import { POST as webhookPost } from "@/app/api/stripe/webhook/route";
import { entitlementOf } from "@/lib/billing/entitlement-of";
import { getDb } from "@/lib/db";

import { appUrl, signedInUser } from "../support/auth-requests";

const post = (handler: typeof checkoutPost, path: string, bearer: string, body: unknown) =>
  handler(
    new Request(`${appUrl}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    undefined,
  );

describe("local billing mode (no STRIPE_SECRET_KEY)", () => {
  it("sends checkout to the test-mode page, whose Confirm starts the trial through the webhooks' code", async () => {
    const user = await signedInUser("local-billing");
    const checkout = await post(checkoutPost, "/api/billing/checkout", user.bearer, { plan: "essential" });
    expect(await checkout.json()).toEqual({ url: `${appUrl}/billing/local-confirm?plan=essential` });

    expect((await post(confirmPost, "/api/billing/local-confirm", user.bearer, { plan: "essential" })).status).toBe(
      200,
    );
    expect(await entitlementOf(user.id)).toMatchObject({
      hasActiveSubscription: true,
      plan: "essential",
      status: "trialing",
    });
    expect(await getDb().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      trialUsed: true,
      trialGenerationLimit: 10,
    });
    // In the trial, choosing a plan again leads to the one-step upgrade, never to a second subscription.
    expect(await (await post(checkoutPost, "/api/billing/checkout", user.bearer, { plan: "pro" })).json()).toEqual({
      url: `${appUrl}/billing/upgrade?plan=pro`,
    });
  });

  it("starts the trial in one step from the plan choice, and lands on the generator", async () => {
    const user = await signedInUser("local-one-step");
    const answer = await post(trialPost, "/api/billing/trial", user.bearer, { plan: "pro" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ url: `${appUrl}/generator`, started: true });
    expect(await entitlementOf(user.id)).toMatchObject({
      hasActiveSubscription: true,
      plan: "pro",
      status: "trialing",
    });
    // A second click, a retried request or two at once answer the same and start nothing more.
    const again = await Promise.all(
      [1, 2, 3].map(() => post(trialPost, "/api/billing/trial", user.bearer, { plan: "pro" })),
    );
    for (const answer of again) expect(await answer.json()).toEqual({ url: `${appUrl}/generator`, started: true });
    expect(await getDb().subscription.count({ where: { userId: user.id } })).toBe(1);
    expect(await entitlementOf(user.id)).toMatchObject({ plan: "pro", status: "trialing" });

    const racing = await signedInUser("local-one-step-race");
    const both = await Promise.all(
      [1, 2].map(() => post(trialPost, "/api/billing/trial", racing.bearer, { plan: "essential" })),
    );
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await getDb().subscription.count({ where: { userId: racing.id } })).toBe(1);
  });

  it("sends a user whose trial was used to the test-mode page, and refuses an unconfirmed email", async () => {
    const used = await signedInUser("local-trial-used");
    await getDb().user.update({ where: { id: used.id }, data: { trialUsed: true } });
    const answer = await post(trialPost, "/api/billing/trial", used.bearer, { plan: "essential" });
    expect(await answer.json()).toEqual({ url: `${appUrl}/billing/local-confirm?plan=essential`, started: false });
    expect(await getDb().subscription.count({ where: { userId: used.id } })).toBe(0);

    const unconfirmed = await signedInUser("local-one-step-unconfirmed", { confirmed: false });
    const refused = await post(trialPost, "/api/billing/trial", unconfirmed.bearer, { plan: "essential" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("email_unconfirmed");
    expect(await getDb().subscription.count({ where: { userId: unconfirmed.id } })).toBe(0);
  });

  it("upgrades a running trial in one step: the trial ends now and the chosen plan starts with its own limit", async () => {
    const user = await signedInUser("local-upgrade");
    expect((await post(confirmPost, "/api/billing/local-confirm", user.bearer, { plan: "essential" })).status).toBe(
      200,
    );
    const upgraded = await post(upgradePost, "/api/billing/upgrade", user.bearer, { plan: "pro" });
    expect(upgraded.status).toBe(200);
    const entitlement = await entitlementOf(user.id);
    expect(entitlement).toMatchObject({ hasActiveSubscription: true, plan: "pro", status: "active" });
    expect(entitlement.periodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 60 * 60 * 1000);
    // It was the same subscription, not a second one; a paid plan is not a trial to upgrade.
    expect(await getDb().subscription.count({ where: { userId: user.id } })).toBe(1);
    expect((await post(upgradePost, "/api/billing/upgrade", user.bearer, { plan: "pro" })).status).toBe(409);
    expect((await post(checkoutPost, "/api/billing/checkout", user.bearer, { plan: "essential" })).status).toBe(409);
  });

  it("refuses to upgrade without a trial", async () => {
    const user = await signedInUser("local-upgrade-none");
    const answer = await post(upgradePost, "/api/billing/upgrade", user.bearer, { plan: "pro" });
    expect(answer.status).toBe(409);
    expect(await getDb().subscription.count({ where: { userId: user.id } })).toBe(0);
  });

  it("turns a local trial into the chosen plan once it ends, and renews the month after that", async () => {
    const user = await signedInUser("local-renewal");
    expect((await post(confirmPost, "/api/billing/local-confirm", user.bearer, { plan: "pro" })).status).toBe(200);
    const day = 24 * 60 * 60 * 1000;
    const afterTrial = new Date(Date.now() + 4 * day);
    expect(await entitlementOf(user.id, afterTrial)).toMatchObject({
      hasActiveSubscription: true,
      plan: "pro",
      status: "active",
    });
    const periodEnd = (await getDb().subscription.findUniqueOrThrow({ where: { userId: user.id } })).currentPeriodEnd!;
    expect(periodEnd.getTime()).toBeGreaterThan(afterTrial.getTime());
    const afterMonth = new Date(periodEnd.getTime() + day);
    expect(await entitlementOf(user.id, afterMonth)).toMatchObject({ hasActiveSubscription: true, status: "active" });
    expect(
      (await getDb().subscription.findUniqueOrThrow({ where: { userId: user.id } })).currentPeriodEnd!.getTime(),
    ).toBeGreaterThan(afterMonth.getTime());
  });

  it("is unavailable, not free, when it is turned off and Stripe is not set up", async () => {
    const user = await signedInUser("billing-off");
    process.env.LOCAL_BILLING = "disabled";
    vi.resetModules();
    try {
      const { POST: checkoutOff } = await import("@/app/api/billing/checkout/route");
      const { POST: confirmOff } = await import("@/app/api/billing/local-confirm/route");
      const checkout = await post(checkoutOff, "/api/billing/checkout", user.bearer, { plan: "pro" });
      expect(checkout.status).toBe(503);
      expect(await checkout.json()).toEqual({
        error: { code: "unavailable", message: "Billing is not set up on this server yet." },
      });
      expect((await post(confirmOff, "/api/billing/local-confirm", user.bearer, { plan: "pro" })).status).toBe(404);
    } finally {
      process.env.LOCAL_BILLING = "";
      vi.resetModules();
    }
  });

  it("has no webhook endpoint", async () => {
    const response = await webhookPost(
      new Request(`${appUrl}/api/stripe/webhook`, {
        method: "POST",
        headers: { "stripe-signature": "t=1,v1=x" },
        body: "{}",
      }),
      undefined,
    );
    expect(response.status).toBe(404);
  });
});
