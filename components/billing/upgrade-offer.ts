"use client";

import type { ApiError, ApiErrorCode } from "@/lib/api-client/api-error";

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

/** An API's refusal as a screen shows it: the message, and the code that decides what the screen offers next to it. */
export type Refusal = { message: string; code: ApiErrorCode };

/** A failed call as the screen shows it; a 402 or a missing plan also opens the upgrade dialog with its message. */
export function refusalOf(error: ApiError): Refusal {
  if (error.status === 402 || error.code === "subscription_required") offerUpgrade(error.message);
  return { message: error.message, code: error.code };
}
