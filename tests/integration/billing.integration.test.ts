import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { getDb } from "@/lib/db";

import { appUrl, signedInUser } from "../support/auth-requests";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";

const webhookSecret = "whsec_integration_tests_0123456789";
const day = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);
let fake: FakeStripe;
let routes: {
  checkout: typeof import("@/app/api/billing/checkout/route");
  webhook: typeof import("@/app/api/stripe/webhook/route");
  entitlement: typeof import("@/lib/billing/entitlement-of");
};

beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_integration",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_ESSENTIAL: "price_essential_test",
    STRIPE_PRICE_PRO: "price_pro_test",
    STRIPE_API_BASE_URL: fake.url,
  });
  // lib/env reads process.env once per module graph: load the billing modules afresh with Stripe configured. The
  // Better Auth instance is kept on globalThis; it is made again here, so account deletion sees Stripe too.
  vi.resetModules();
  delete (globalThis as { hooklineAuth?: unknown }).hooklineAuth;
  (await import("@/lib/auth/server")).getAuth();
  routes = {
    checkout: await import("@/app/api/billing/checkout/route"),
    webhook: await import("@/app/api/stripe/webhook/route"),
    entitlement: await import("@/lib/billing/entitlement-of"),
  };
});

afterAll(async () => {
  for (const key of [
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_PRICE_ESSENTIAL",
    "STRIPE_PRICE_PRO",
    "STRIPE_API_BASE_URL",
  ])
    process.env[key] = "";
  vi.resetModules();
  delete (globalThis as { hooklineAuth?: unknown }).hooklineAuth;
  await fake.close();
});

async function checkout(bearer: string, plan: string) {
  const response = await routes.checkout.POST(
    new Request(`${appUrl}/api/billing/checkout`, {
      method: "POST",
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: JSON.stringify({ plan }),
    }),
    undefined,
  );
  return { status: response.status, body: (await response.json()) as { url?: string; error?: { code: string } } };
}

let eventCounter = 0;
function event(type: string, object: unknown, id = `evt_test_${++eventCounter}_${Date.now()}`): string {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: now(),
    livemode: false,
    data: { object },
  });
}

async function deliver(
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
) {
  const response = await routes.webhook.POST(
    new Request(`${appUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "stripe-signature": signature, "content-type": "application/json" },
      body: payload,
    }),
    undefined,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const sessionIdOf = (url: string) => url.split("/").pop() ?? "";
const subscriptionRow = (userId: string) => getDb().subscription.findUnique({ where: { userId } });

describe("upgrading a trial", () => {
  it("updates the Stripe subscription (new price, trial_end now, prorated) and applies the result at once", async () => {
    const user = await signedInUser("upgrade-stripe");
    const started = await checkout(user.bearer, "essential");
    const subscription = fake.completeCheckout(sessionIdOf(started.body.url!), {
      status: "trialing",
      trialEnd: now() + 3 * day,
      periodEnd: now() + 3 * day,
    });
    await deliver(event("checkout.session.completed", fake.sessions.get(sessionIdOf(started.body.url!))));
    const { POST } = await import("@/app/api/billing/upgrade/route");
    const answer = await POST(
      new Request(`${appUrl}/api/billing/upgrade`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.bearer}`, "content-type": "application/json" },
        body: JSON.stringify({ plan: "pro" }),
      }),
      undefined,
    );
    expect(answer.status).toBe(200);
    const update = fake.requests
      .filter((request) => request.route === `POST /v1/subscriptions/${subscription.id}`)
      .at(-1)!.form;
    expect(Object.fromEntries(update)).toMatchObject({
      "items[0][price]": "price_pro_test",
      trial_end: "now",
      proration_behavior: "create_prorations",
    });
    expect(await routes.entitlement.entitlementOf(user.id)).toMatchObject({
      hasActiveSubscription: true,
      plan: "pro",
      status: "active",
    });
  });

  it("charges once when the request is retried, or sent twice at once", async () => {
    const { POST } = await import("@/app/api/billing/upgrade/route");
    const upgrade = (bearer: string) =>
      POST(
        new Request(`${appUrl}/api/billing/upgrade`, {
          method: "POST",
          headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
          body: JSON.stringify({ plan: "pro" }),
        }),
        undefined,
      );
    const trialing = async (label: string) => {
      const user = await signedInUser(label);
      const started = await checkout(user.bearer, "essential");
      const subscription = fake.completeCheckout(sessionIdOf(started.body.url!), {
        status: "trialing",
        trialEnd: now() + 3 * day,
        periodEnd: now() + 3 * day,
      });
      await deliver(event("checkout.session.completed", fake.sessions.get(sessionIdOf(started.body.url!))));
      return { user, subscription };
    };

    const retried = await trialing("upgrade-retried");
    expect((await upgrade(retried.user.bearer)).status).toBe(200);
    // The trial has ended: a retry is answered as a conflict and Stripe is not asked again.
    expect((await upgrade(retried.user.bearer)).status).toBe(409);
    expect(
      fake.requests.filter((request) => request.route === `POST /v1/subscriptions/${retried.subscription.id}`),
    ).toHaveLength(1);
    expect(fake.charges.filter((charge) => charge.subscription === retried.subscription.id)).toEqual([
      { subscription: retried.subscription.id, price: "price_pro_test" },
    ]);

    const doubled = await trialing("upgrade-doubled");
    const answers = await Promise.all([upgrade(doubled.user.bearer), upgrade(doubled.user.bearer)]);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    // Both may reach Stripe; the same idempotency key makes the second a replay of the first.
    expect(fake.charges.filter((charge) => charge.subscription === doubled.subscription.id)).toHaveLength(1);
    expect(await routes.entitlement.entitlementOf(doubled.user.id)).toMatchObject({ plan: "pro", status: "active" });
  });
});

describe("checkout", () => {
  it("creates the customer once and offers the 3-day trial only with the first subscription", async () => {
    const user = await signedInUser("checkout");
    const first = await checkout(user.bearer, "essential");
    expect(first.status).toBe(200);
    const form = fake.requests.filter((request) => request.route === "POST /v1/checkout/sessions").at(-1)!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      mode: "subscription",
      client_reference_id: user.id,
      "line_items[0][price]": "price_essential_test",
      "subscription_data[trial_period_days]": "3",
      "subscription_data[metadata][userId]": user.id,
      cancel_url: `${appUrl}/payment-cancelled`,
    });
    expect(form.get("success_url")).toBe(`${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`);

    // The trial runs, then the subscription ends; the next checkout has no trial and reuses the customer.
    const subscription = fake.completeCheckout(sessionIdOf(first.body.url!), {
      status: "trialing",
      trialEnd: now() + 3 * day,
      periodEnd: now() + 3 * day,
    });
    expect(
      (await deliver(event("checkout.session.completed", fake.sessions.get(sessionIdOf(first.body.url!))))).status,
    ).toBe(200);
    expect(await getDb().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      trialUsed: true,
      trialGenerationLimit: 10,
      stripeSubscriptionId: subscription.id,
    });
    // During the trial, choosing a plan leads to the one-step upgrade, not a second checkout.
    expect((await checkout(user.bearer, "pro")).body.url).toBe(`${appUrl}/billing/upgrade?plan=pro`);

    Object.assign(subscription, {
      status: "canceled",
      items: { ...subscription.items, data: [{ ...subscription.items.data[0]!, current_period_end: now() - 60 }] },
    });
    await deliver(event("customer.subscription.deleted", subscription));
    const second = await checkout(user.bearer, "pro");
    expect(second.status).toBe(200);
    const secondForm = fake.requests.filter((request) => request.route === "POST /v1/checkout/sessions").at(-1)!.form;
    expect(secondForm.get("subscription_data[trial_period_days]")).toBeNull();
    expect(secondForm.get("line_items[0][price]")).toBe("price_pro_test");
    expect(
      fake.requests.filter(
        (request) => request.route === "POST /v1/customers" && request.form.get("metadata[userId]") === user.id,
      ),
    ).toHaveLength(1);
  });

  it("answers Checkout for the plan choice's one step: with Stripe the card and the trial start there", async () => {
    const user = await signedInUser("one-step-stripe");
    const { POST } = await import("@/app/api/billing/trial/route");
    const response = await POST(
      new Request(`${appUrl}/api/billing/trial`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.bearer}`, "content-type": "application/json" },
        body: JSON.stringify({ plan: "pro" }),
      }),
      undefined,
    );
    const answer = (await response.json()) as { url: string; started: boolean };
    expect(answer.started).toBe(false);
    expect(fake.sessions.get(sessionIdOf(answer.url))?.status).toBe("open");
    const form = fake.requests.filter((request) => request.route === "POST /v1/checkout/sessions").at(-1)!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      client_reference_id: user.id,
      "line_items[0][price]": "price_pro_test",
      "subscription_data[trial_period_days]": "3",
    });
    expect(await getDb().subscription.count({ where: { userId: user.id } })).toBe(0);
  });

  it("does not call a trial whose end has passed running, before Stripe's news of it arrives: it goes to the upgrade", async () => {
    const user = await signedInUser("one-step-lapsed");
    const started = await checkout(user.bearer, "essential");
    fake.completeCheckout(sessionIdOf(started.body.url!), {
      status: "trialing",
      trialEnd: now() - 60,
      periodEnd: now() - 60,
    });
    await deliver(event("checkout.session.completed", fake.sessions.get(sessionIdOf(started.body.url!))));
    const { POST } = await import("@/app/api/billing/trial/route");
    const response = await POST(
      new Request(`${appUrl}/api/billing/trial`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.bearer}`, "content-type": "application/json" },
        body: JSON.stringify({ plan: "pro" }),
      }),
      undefined,
    );
    expect(await response.json()).toEqual({ url: `${appUrl}/billing/upgrade?plan=pro`, started: false });
  });

  it("expires the first tab's open session when a second checkout starts", async () => {
    const user = await signedInUser("two-tabs");
    const [first, second] = await Promise.all([checkout(user.bearer, "essential"), checkout(user.bearer, "pro")]);
    const statuses = [first, second].map((answer) => fake.sessions.get(sessionIdOf(answer.body.url!))?.status);
    expect(statuses.sort()).toEqual(["expired", "open"]);
  });

  it("has no local test-mode confirmation once Stripe is configured", async () => {
    const { POST } = await import("@/app/api/billing/local-confirm/route");
    const user = await signedInUser("no-local");
    const response = await POST(
      new Request(`${appUrl}/api/billing/local-confirm`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.bearer}`, "content-type": "application/json" },
        body: JSON.stringify({ plan: "pro" }),
      }),
      undefined,
    );
    expect(response.status).toBe(404);
  });

  it("applies a completed Checkout Session from the success page at once, and ignores one that is unknown or someone else's", async () => {
    const { POST: sync } = await import("@/app/api/billing/sync/route");
    const send = (bearer: string, sessionId: string) =>
      sync(
        new Request(`${appUrl}/api/billing/sync`, {
          method: "POST",
          headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
          body: JSON.stringify({ sessionId }),
        }),
        undefined,
      );
    const user = await signedInUser("sync");
    const other = await signedInUser("sync-other");
    const sessionId = sessionIdOf((await checkout(user.bearer, "pro")).body.url!);
    fake.completeCheckout(sessionId, { status: "trialing", trialEnd: now() + 3 * day, periodEnd: now() + 3 * day });

    expect(await (await send(other.bearer, sessionId)).json()).toEqual({ synced: false });
    expect(await (await send(user.bearer, "cs_test_unknown")).json()).toEqual({ synced: false });
    expect((await send(user.bearer, "not-a-session")).status).toBe(400);
    expect(await (await send(user.bearer, sessionId)).json()).toEqual({ synced: true });
    expect(await subscriptionRow(user.id)).toMatchObject({ status: "trialing", plan: "pro" });
  });

  it("refuses a plan that does not exist, and a visitor without a session", async () => {
    const user = await signedInUser("checkout-bad");
    expect((await checkout(user.bearer, "enterprise")).status).toBe(400);
    expect((await checkout("not-a-token", "pro")).status).toBe(401);
  });
});

describe("webhooks", () => {
  async function trialingUser(label: string) {
    const user = await signedInUser(label);
    const { body } = await checkout(user.bearer, "essential");
    const sessionId = sessionIdOf(body.url!);
    const subscription = fake.completeCheckout(sessionId, {
      status: "trialing",
      trialEnd: now() + 3 * day,
      periodEnd: now() + 3 * day,
    });
    return { user, subscription, session: fake.sessions.get(sessionId) };
  }

  it("drive trialing → active → cancel at period end (access kept) → deleted (access gone)", async () => {
    const { user, subscription, session } = await trialingUser("lifecycle");
    await deliver(event("checkout.session.completed", session));
    expect(await subscriptionRow(user.id)).toMatchObject({
      status: "trialing",
      plan: "essential",
      priceId: "price_essential_test",
    });
    expect(await routes.entitlement.entitlementOf(user.id)).toMatchObject({
      hasActiveSubscription: true,
      status: "trialing",
    });

    const periodEnd = now() + 30 * day;
    Object.assign(subscription, {
      status: "active",
      trial_end: null,
      items: { ...subscription.items, data: [{ ...subscription.items.data[0]!, current_period_end: periodEnd }] },
    });
    await deliver(
      event("invoice.paid", {
        id: "in_test",
        object: "invoice",
        parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: {} } },
      }),
    );
    expect(await subscriptionRow(user.id)).toMatchObject({
      status: "active",
      currentPeriodEnd: new Date(periodEnd * 1000),
    });

    subscription.cancel_at_period_end = true;
    await deliver(event("customer.subscription.updated", subscription));
    expect(await subscriptionRow(user.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await routes.entitlement.entitlementOf(user.id)).hasActiveSubscription).toBe(true);

    // Stripe ends it at the period end (or at once, for an immediate cancellation): access ends with it.
    subscription.status = "canceled";
    await deliver(event("customer.subscription.deleted", subscription));
    expect(await subscriptionRow(user.id)).toMatchObject({ status: "canceled" });
    expect((await routes.entitlement.entitlementOf(user.id)).hasActiveSubscription).toBe(false);
  });

  it("keep the newer of two live subscriptions, whatever order their news arrives in", async () => {
    const { user, subscription: older, session } = await trialingUser("two-subscriptions");
    await deliver(event("checkout.session.completed", session));
    const { body } = await checkout(user.bearer, "pro").catch(() => ({ body: {} as { url?: string } }));
    // A live subscription never gets a second checkout (a trial is offered the upgrade instead)...
    expect(body.url).toBe(`${appUrl}/billing/upgrade?plan=pro`);
    // ...but Stripe can still hold two (say, an old Checkout link paid later); the newer one wins.
    const newer = {
      ...older,
      id: `sub_newer_${Date.now()}`,
      status: "active",
      trial_end: null,
      created: older.created + 60,
    };
    fake.subscriptions.set(newer.id, newer);
    await deliver(event("customer.subscription.created", newer));
    await deliver(event("customer.subscription.updated", older));
    expect(await subscriptionRow(user.id)).toMatchObject({ stripeSubscriptionId: newer.id, status: "active" });
  });

  it("reject a bad or missing signature with 400 and write nothing", async () => {
    const { user, session } = await trialingUser("bad-signature");
    const payload = event("checkout.session.completed", session, "evt_forged_1");
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect(
      (
        await deliver(
          payload.replace("checkout", "checkouT"),
          Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
        )
      ).status,
    ).toBe(400);
    const missing = await routes.webhook.POST(
      new Request(`${appUrl}/api/stripe/webhook`, { method: "POST", body: payload }),
      undefined,
    );
    expect(missing.status).toBe(400);
    expect(await getDb().stripeEvent.findUnique({ where: { id: "evt_forged_1" } })).toBeNull();
    expect(await subscriptionRow(user.id)).toBeNull();
  });

  it("apply an event delivered 20 times at once exactly once", async () => {
    const { user, session } = await trialingUser("replay");
    const payload = event("checkout.session.completed", session, `evt_replay_${Date.now()}`);
    const replies = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    expect(replies.filter((reply) => reply.body.result === "applied")).toHaveLength(1);
    expect(replies.filter((reply) => reply.body.result === "duplicate")).toHaveLength(19);
    const written = (await subscriptionRow(user.id))!.updatedAt;
    expect((await deliver(payload)).body.result).toBe("duplicate");
    expect((await subscriptionRow(user.id))!.updatedAt).toEqual(written);
    expect(await getDb().stripeEvent.count({ where: { id: JSON.parse(payload).id as string } })).toBe(1);
  });

  it("keep no record of an event whose effect failed, so Stripe's retry applies it", async () => {
    const { user, subscription } = await trialingUser("retry");
    fake.subscriptions.delete(subscription.id); // Stripe cannot be read for a moment
    const payload = event("customer.subscription.created", subscription, `evt_retry_${Date.now()}`);
    expect((await deliver(payload)).status).toBe(500);
    expect(await getDb().stripeEvent.count({ where: { id: JSON.parse(payload).id as string } })).toBe(0);
    fake.subscriptions.set(subscription.id, subscription);
    expect((await deliver(payload)).body.result).toBe("applied");
    expect(await subscriptionRow(user.id)).toMatchObject({ status: "trialing" });
  });

  it("cancel the Stripe subscription when the account is deleted, so a deleted user is never charged again", async () => {
    const { POST: auth } = await import("@/app/api/auth/[...all]/route");
    const { user, subscription, session } = await trialingUser("delete-account");
    await deliver(event("checkout.session.completed", session));
    const response = await auth(
      new Request(`${appUrl}/api/auth/delete-user`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${user.bearer}`,
          origin: appUrl,
          "content-type": "application/json",
          "x-forwarded-for": "10.9.9.9",
        },
        body: JSON.stringify({ password: "correct-horse-1" }),
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(fake.requests.some((request) => request.route === `DELETE /v1/subscriptions/${subscription.id}`)).toBe(true);
    expect(subscription.status).toBe("canceled");
    expect(await getDb().user.findUnique({ where: { id: user.id } })).toBeNull();
    // Stripe's own news about the cancellation finds no user, changes nothing and is not recorded.
    expect((await deliver(event("customer.subscription.deleted", subscription))).body.result).toBe("ignored");
  });

  it("end in the right state when `updated` arrives before `created`", async () => {
    const { user, subscription } = await trialingUser("out-of-order");
    const created = event("customer.subscription.created", { ...subscription });
    Object.assign(subscription, { status: "active", trial_end: null });
    const updated = event("customer.subscription.updated", { ...subscription });
    await deliver(updated);
    await deliver(created); // older news, delivered late
    expect(await subscriptionRow(user.id)).toMatchObject({ status: "active" });
  });
});

describe("a failed renewal", () => {
  const graceMs = 3 * day * 1000;
  const invoice = (type: string, subscriptionId: string) =>
    event(type, {
      id: `in_${type}`,
      object: "invoice",
      parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } },
    });

  async function payingUser(label: string) {
    const user = await signedInUser(label);
    const sessionId = sessionIdOf((await checkout(user.bearer, "essential")).body.url!);
    const subscription = fake.completeCheckout(sessionId, {
      status: "active",
      trialEnd: null,
      periodEnd: now() + 30 * day,
    });
    await deliver(event("checkout.session.completed", fake.sessions.get(sessionId)));
    return { user, subscription };
  }

  /** Stripe's renewal charge fails: the subscription turns past_due and the invoice.payment_failed webhook arrives. */
  async function failRenewal(subscription: { id: string; status: string }) {
    const before = Date.now();
    subscription.status = "past_due";
    expect((await deliver(invoice("invoice.payment_failed", subscription.id))).body.result).toBe("applied");
    return { before, after: Date.now() };
  }

  it("keeps generating for 3 days after the payment failed, then pauses, saying why and until when on every screen", async () => {
    const { POST: generate } = await import("@/app/api/generate/route");
    const { reserveRequest } = await import("@/lib/usage/metered");
    const { billingOverview } = await import("@/lib/usage/overview");
    const { paymentNoticeOf } = await import("@/lib/billing/past-due");
    const { planLabel } = await import("@/lib/billing/plan-label");
    const { user, subscription } = await payingUser("grace");
    const { before, after } = await failRenewal(subscription);
    const since = (await subscriptionRow(user.id))!.pastDueSince!;
    expect(since.getTime()).toBeGreaterThanOrEqual(before);
    expect(since.getTime()).toBeLessThanOrEqual(after);
    const graceEnd = new Date(since.getTime() + graceMs);

    // Inside the grace: a generation goes through, on Essential's monthly allowance, and the banner gives the end.
    const response = await generate(
      new Request(`${appUrl}/api/generate`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.bearer}`, "content-type": "application/json", origin: appUrl },
        body: JSON.stringify({ contentType: "social", platform: "linkedin", topic: "Async standups" }),
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"usage":{"used":1,"limit":200,"credits":0}');
    const lastMoment = new Date(graceEnd.getTime() - 1000);
    const unit = await reserveRequest(user.id, lastMoment);
    await unit.release();
    const inside = await billingOverview(user.id, lastMoment);
    expect(paymentNoticeOf(inside.entitlement)).toEqual({ plan: "essential", accessUntil: graceEnd });
    expect(planLabel(inside.entitlement, lastMoment)).toBe("Essential (payment failed)");

    // Stripe's later retries (and late, older news) find it still past_due: the grace is not started again.
    await deliver(invoice("invoice.payment_failed", subscription.id));
    await deliver(event("customer.subscription.created", { ...subscription, status: "active" }));
    expect(await subscriptionRow(user.id)).toMatchObject({ status: "past_due", pastDueSince: since });

    // After it: refused, with the reason, and the banner says access is paused.
    await expect(reserveRequest(user.id, graceEnd)).rejects.toMatchObject({
      code: "subscription_required",
      message: expect.stringContaining("Your last payment failed"),
    });
    const paused = await billingOverview(user.id, graceEnd);
    expect(paused.entitlement.hasActiveSubscription).toBe(false);
    expect(paymentNoticeOf(paused.entitlement)).toEqual({ plan: "essential", accessUntil: null });
  });

  it("ends the grace when the card is updated and paid, and starts a new one at the next failure", async () => {
    const { user, subscription } = await payingUser("grace-paid");
    await failRenewal(subscription);
    subscription.status = "active";
    await deliver(invoice("invoice.paid", subscription.id));
    expect(await subscriptionRow(user.id)).toMatchObject({ status: "active", pastDueSince: null });
    const overview = await (await import("@/lib/usage/overview")).billingOverview(user.id);
    expect((await import("@/lib/billing/past-due")).paymentNoticeOf(overview.entitlement)).toBeNull();

    const { before } = await failRenewal(subscription);
    expect((await subscriptionRow(user.id))!.pastDueSince!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it("keeps a past_due subscription in its grace when late news of an older, ended one arrives", async () => {
    const { user, subscription } = await payingUser("grace-older");
    await failRenewal(subscription);
    const older = {
      ...subscription,
      id: `sub_older_${Date.now()}`,
      status: "canceled",
      created: subscription.created - 60 * day,
    };
    fake.subscriptions.set(older.id, older);
    await deliver(event("customer.subscription.deleted", older));
    expect(await subscriptionRow(user.id)).toMatchObject({ stripeSubscriptionId: subscription.id, status: "past_due" });
    expect((await routes.entitlement.entitlementOf(user.id)).hasActiveSubscription).toBe(true);
  });

  it("lasts PAST_DUE_GRACE_DAYS days when that is set", async () => {
    const { user, subscription } = await payingUser("grace-days");
    await failRenewal(subscription);
    const since = (await subscriptionRow(user.id))!.pastDueSince!.getTime();
    process.env.PAST_DUE_GRACE_DAYS = "1";
    vi.resetModules();
    try {
      const { entitlementOf } = await import("@/lib/billing/entitlement-of");
      expect((await entitlementOf(user.id, new Date(since + day * 1000 - 1000))).hasActiveSubscription).toBe(true);
      expect((await entitlementOf(user.id, new Date(since + day * 1000))).hasActiveSubscription).toBe(false);
    } finally {
      process.env.PAST_DUE_GRACE_DAYS = "";
      vi.resetModules();
    }
  });
});
