// A stand-in for api.stripe.com on 127.0.0.1 that speaks Stripe's wire format (form-encoded requests, JSON objects,
// JSON errors) for what Hookline calls: customers, Checkout Sessions, subscriptions and Billing Portal sessions.
// Tests set the subscriptions' state, as Stripe would after a payment, a cancellation or a failure.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  created: number;
  metadata: Record<string, string>;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      price: { id: string; object: "price" };
      current_period_end: number;
    }[];
  };
};

export type FakeStripe = {
  url: string;
  /** Form fields of every request, by "METHOD /path". */
  requests: { route: string; form: URLSearchParams }[];
  subscriptions: Map<string, FakeSubscription>;
  sessions: Map<string, Record<string, unknown>>;
  /** The invoices charged at once: one each time an update ends a running trial (`trial_end=now`). */
  charges: { subscription: string; price: string }[];
  /** What a completed checkout leaves behind: a subscription on the session's price and customer. */
  completeCheckout(
    sessionId: string,
    state: { status: string; trialEnd: number | null; periodEnd: number },
  ): FakeSubscription;
  close(): Promise<void>;
};

const json = (body: unknown, status = 200) => ({ status, body: JSON.stringify(body) });
const notFound = (what: string) =>
  json({ error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } }, 404);

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe["requests"] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const sessions = new Map<string, Record<string, unknown>>();
  const charges: FakeStripe["charges"] = [];
  // Stripe answers a POST that repeats an Idempotency-Key with the first answer, and does nothing again.
  const answered = new Map<string, { status: number; body: string }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}${Date.now().toString(36)}`;

  function route(method: string, path: string, form: URLSearchParams): { status: number; body: string } {
    if (method === "POST" && path === "/v1/customers") {
      return json({
        id: nextId("cus"),
        object: "customer",
        email: form.get("email"),
        metadata: { userId: form.get("metadata[userId]") },
      });
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs_test");
      const session = {
        id,
        object: "checkout.session",
        mode: form.get("mode"),
        customer: form.get("customer"),
        client_reference_id: form.get("client_reference_id"),
        url: `https://checkout.stripe.com/c/pay/${id}`,
        subscription: null as string | null,
        status: "open",
        price: form.get("line_items[0][price]"),
        metadata: {},
      };
      sessions.set(id, session);
      return json(session);
    }
    const list = (data: unknown[]) => json({ object: "list", data, has_more: false, url: path });
    if (method === "GET" && path === "/v1/checkout/sessions") {
      return list(
        [...sessions.values()].filter(
          (session) =>
            session.customer === form.get("customer") && (!form.get("status") || session.status === form.get("status")),
        ),
      );
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
    if (method === "POST" && expire) {
      const found = sessions.get(expire[1]!);
      if (!found) return notFound("checkout.session");
      found.status = "expired";
      return json(found);
    }
    const session = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === "GET" && session)
      return sessions.has(session[1]!) ? json(sessions.get(session[1]!)) : notFound("checkout.session");
    if (method === "GET" && path === "/v1/subscriptions") {
      return list([...subscriptions.values()].filter((subscription) => subscription.customer === form.get("customer")));
    }
    const subscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (method === "GET" && subscription)
      return subscriptions.has(subscription[1]!) ? json(subscriptions.get(subscription[1]!)) : notFound("subscription");
    if (method === "POST" && subscription) {
      // subscriptions.update: a new price for the item, and `trial_end=now` ends the trial and charges at once.
      const found = subscriptions.get(subscription[1]!);
      if (!found) return notFound("subscription");
      const item = found.items.data[0];
      const price = form.get("items[0][price]");
      if (item && price) item.price = { id: price, object: "price" };
      if (form.get("trial_end") === "now") {
        const now = Math.floor(Date.now() / 1000);
        if (found.status === "trialing") charges.push({ subscription: found.id, price: item?.price.id ?? "" });
        found.trial_end = now;
        found.status = "active";
        if (item) item.current_period_end = now + 30 * 24 * 60 * 60;
      }
      return json(found);
    }
    if (method === "DELETE" && subscription) {
      const found = subscriptions.get(subscription[1]!);
      if (!found) return notFound("subscription");
      found.status = "canceled";
      return json(found);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      return json({
        id: nextId("bps"),
        object: "billing_portal.session",
        customer: form.get("customer"),
        return_url: form.get("return_url"),
        url: `https://billing.stripe.com/p/session/${nextId("test")}`,
      });
    }
    return json(
      { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } },
      404,
    );
  }

  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const form = new URLSearchParams(request.method === "GET" ? url.search : raw);
      requests.push({ route: `${request.method} ${url.pathname}`, form });
      const key = request.method === "POST" ? request.headers["idempotency-key"] : undefined;
      const replay = typeof key === "string" ? answered.get(key) : undefined;
      const answer =
        replay ??
        (request.headers.authorization?.startsWith("Bearer sk_")
          ? route(request.method ?? "GET", url.pathname, form)
          : json({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }, 401));
      if (typeof key === "string" && !replay) answered.set(key, answer);
      response
        .writeHead(answer.status, {
          "content-type": "application/json",
          "request-id": nextId("req"),
          ...(replay ? { "idempotent-replayed": "true" } : {}),
        })
        .end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    sessions,
    charges,
    completeCheckout(sessionId, state) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const id = nextId("sub");
      const subscription: FakeSubscription = {
        id,
        object: "subscription",
        customer: String(session.customer),
        status: state.status,
        created: Math.floor(Date.now() / 1000),
        metadata: { userId: String(session.client_reference_id) },
        trial_end: state.trialEnd,
        cancel_at_period_end: false,
        items: {
          object: "list",
          data: [
            {
              id: nextId("si"),
              object: "subscription_item",
              price: { id: String(session.price), object: "price" },
              current_period_end: state.periodEnd,
            },
          ],
        },
      };
      subscriptions.set(id, subscription);
      session.subscription = id;
      session.status = "complete";
      return subscription;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
