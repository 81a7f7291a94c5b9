"use client";

// Usage, plan, subscription and payment news reach every open tab of the app through one BroadcastChannel.
export type BillingEvent = "usage" | "plan" | "subscription" | "payment-completed";

const channelName = "hookline-billing";

export function broadcastBillingEvents(events: readonly BillingEvent[]): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(channelName);
  for (const type of events) channel.postMessage({ type });
  channel.close();
}

/** Calls `listener` for billing news from every tab, this one included (each call opens its own channel object). */
export function onBillingEvent(listener: (event: BillingEvent) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (message: MessageEvent<{ type?: BillingEvent }>) => {
    if (message.data?.type) listener(message.data.type);
  };
  return () => channel.close();
}
