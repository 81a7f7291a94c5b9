"use client";

import { useSyncExternalStore } from "react";

import { getConsent, subscribeConsent, type Consent } from "./consent";

/** The visitor's decision; "unknown" on the server and during hydration (nothing about it is rendered then). */
export function useConsent(): Consent | null | "unknown" {
  return useSyncExternalStore(subscribeConsent, getConsent, () => "unknown" as const);
}
