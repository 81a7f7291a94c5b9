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

type ErrorAnswer = { error?: { code?: string; message?: string } };

/** An API's refusal as a screen shows it: the message, and the code that decides what the screen offers next to it. */
export type Refusal = { message: string; code: string | null };

/** Reads an API's JSON error answer; a 402 or a missing plan also opens the upgrade dialog with its message. */
export async function readRefusalOf(response: Response): Promise<Refusal> {
  const answer = (await response.json().catch(() => ({}))) as ErrorAnswer;
  const message = answer.error?.message ?? "Something went wrong. Please try again.";
  if (response.status === 402 || answer.error?.code === "subscription_required") offerUpgrade(message);
  return { message, code: answer.error?.code ?? null };
}

/** The same, for screens that show only the message. */
export async function readRefusal(response: Response): Promise<string> {
  return (await readRefusalOf(response)).message;
}
