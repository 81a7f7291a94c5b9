"use client";

// Lets any screen open the upgrade dialog with its reason, e.g. when an API answers 402 or 403 (subscription_required).
const eventName = "hookline:upgrade-offer";

export function offerUpgrade(reason: string): void {
  window.dispatchEvent(new CustomEvent<string>(eventName, { detail: reason }));
}

export function onUpgradeOffer(listener: (reason: string) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(eventName, handler);
  return () => window.removeEventListener(eventName, handler);
}
