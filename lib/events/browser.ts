"use client";

// What one screen tells others in the browser, each event named once with what it carries and how it travels:
// across every open tab of Hookline (a BroadcastChannel, which also reaches the other listeners of this tab), or
// within this page (a window event). Publishers and listeners import the same name. The names and messages on the
// wire are the ones tabs already exchange, so a tab still open on an earlier version understands a newer one.

/** The user signed in or out. */
export type SessionChange = "signed-in" | "signed-out";
const sessionChanges: readonly SessionChange[] = ["signed-in", "signed-out"];

/** Usage, plan, subscription or payment news. */
export type BillingChange = "usage" | "plan" | "subscription" | "payment-completed";
const billingChanges: readonly BillingChange[] = ["usage", "plan", "subscription", "payment-completed"];

export type BrowserEvents = {
  /** Across tabs: the top bar and protected screens follow. */
  "session-changed": SessionChange;
  /** Across tabs: usage meters reload, an open upgrade dialog closes once a payment completed. */
  "billing-changed": BillingChange;
  /** In this page: the upgrade dialog opens with this reason, e.g. when an API answers 402 or 403. */
  "upgrade-offered": string;
};
export type BrowserEvent = keyof BrowserEvents;

type Wire<Payload> = {
  via: "tabs" | "page";
  /** The BroadcastChannel's name, or the window event's type. */
  name: string;
  encode(payload: Payload): unknown;
  /** The payload a message carries, undefined for a message that is not this event's. */
  decode(data: unknown): Payload | undefined;
};

const wires: { [E in BrowserEvent]: Wire<BrowserEvents[E]> } = {
  "session-changed": {
    via: "tabs",
    name: "hookline-auth",
    encode: (change) => change,
    decode: (data) => sessionChanges.find((change) => change === data),
  },
  "billing-changed": {
    via: "tabs",
    name: "hookline-billing",
    encode: (change) => ({ type: change }),
    decode: (data) =>
      typeof data === "object" && data !== null && "type" in data
        ? billingChanges.find((change) => change === data.type)
        : undefined,
  },
  "upgrade-offered": {
    via: "page",
    name: "hookline:upgrade-offer",
    encode: (reason) => reason,
    decode: (detail) => (typeof detail === "string" ? detail : undefined),
  },
};

/** Tells the event's listeners each payload, in order. */
export function publishBrowserEvent<E extends BrowserEvent>(
  event: E,
  ...payloads: [BrowserEvents[E], ...BrowserEvents[E][]]
): void {
  const wire = wires[event];
  if (wire.via === "page") {
    for (const payload of payloads) window.dispatchEvent(new CustomEvent(wire.name, { detail: wire.encode(payload) }));
    return;
  }
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(wire.name);
  for (const payload of payloads) channel.postMessage(wire.encode(payload));
  channel.close();
}

/** Calls `listener` with each payload of the event (from every tab, this one included, for a cross-tab event). */
export function onBrowserEvent<E extends BrowserEvent>(
  event: E,
  listener: (payload: BrowserEvents[E]) => void,
): () => void {
  const wire = wires[event];
  const hear = (data: unknown) => {
    const payload = wire.decode(data);
    if (payload !== undefined) listener(payload);
  };
  if (wire.via === "page") {
    const handler = (message: Event) => hear(message instanceof CustomEvent ? message.detail : undefined);
    window.addEventListener(wire.name, handler);
    return () => window.removeEventListener(wire.name, handler);
  }
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(wire.name);
  channel.onmessage = (message: MessageEvent<unknown>) => hear(message.data);
  return () => channel.close();
}
