"use client";

// What the page knows about the visitor's session once the top bar has asked (null until then), so buttons
// such as "Start Your Free Trial" can act without loading the auth client themselves.
import { useSyncExternalStore } from "react";

export type SessionHint = { email: string } | null;

let hint: SessionHint = null;
const listeners = new Set<() => void>();

export function setSessionHint(next: SessionHint): void {
  if (hint?.email === next?.email) return;
  hint = next;
  for (const listener of listeners) listener();
}

export function getSessionHint(): SessionHint {
  return hint;
}

export function useSessionHint(): SessionHint {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hint,
    () => null,
  );
}
