// The visitor's cookie decision: unset shows the banner, "accepted" loads analytics, "declined" does
// not. Stored in localStorage under its fixed key and shared live between tabs.
import { localStorageKeys } from "../storage-keys";

export type Consent = "accepted" | "declined";

const listeners = new Set<() => void>();

export function getConsent(): Consent | null {
  if (typeof window === "undefined") return null;
  try {
    const value = window.localStorage.getItem(localStorageKeys.cookieConsent);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null; // storage disabled: treat as undecided, so nothing is tracked
  }
}

export function setConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(localStorageKeys.cookieConsent, consent);
  } catch {
    // storage disabled: the decision holds for this page only
  }
  notify();
}

/** Subscribes to consent changes in this tab and in others; returns the unsubscribe function. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === localStorageKeys.cookieConsent || event.key === null) notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}
