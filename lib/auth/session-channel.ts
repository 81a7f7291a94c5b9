// Tells every open tab of Hookline that the user signed in or out, so the top bar and protected screens follow.
export type SessionEvent = "signed-in" | "signed-out";

const channelName = "hookline-auth";

function open(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(channelName);
}

export function announceSession(event: SessionEvent): void {
  const channel = open();
  channel?.postMessage(event);
  channel?.close();
}

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  const channel = open();
  if (!channel) return () => {};
  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (message.data === "signed-in" || message.data === "signed-out") listener(message.data);
  };
  return () => channel.close();
}
