"use client";

// Lets the footer's "Cookie settings" reopen the banner after a decision.
import { useSyncExternalStore } from "react";

let open = false;
const listeners = new Set<() => void>();

export function openCookieSettings(): void {
  open = true;
  for (const listener of listeners) listener();
}

export function closeCookieSettings(): void {
  open = false;
  for (const listener of listeners) listener();
}

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
