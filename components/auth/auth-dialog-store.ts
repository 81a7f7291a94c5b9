"use client";

// One client-side switch for the auth dialog, so the top bar's Sign In and every "Start Your Free Trial"
// button open the same dialog.
import { useSyncExternalStore } from "react";

export type AuthView = "sign-in" | "sign-up";
type State = { open: boolean; view: AuthView };

/** The element that had focus when the dialog opened; focus goes back there when it closes. */
let opener: HTMLElement | null = null;

let state: State = { open: false, view: "sign-in" };
const listeners = new Set<() => void>();
const closed: State = { open: false, view: "sign-in" };

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthDialog(view: AuthView = "sign-in"): void {
  if (!state.open) opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set({ open: true, view });
}

export function restoreFocusAfterAuthDialog(): void {
  opener?.focus();
  opener = null;
}

export function closeAuthDialog(): void {
  set({ ...state, open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialog(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
}
