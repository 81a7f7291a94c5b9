"use client";

import { useCallback, useSyncExternalStore } from "react";

import { localStorageKeys } from "@/lib/storage-keys";

// The reviewer's name stays in this browser, so every review link opened here signs with it until it is changed.
const listeners = new Set<() => void>();
/** The name when storage is refused (a private window): it lasts as long as the page. */
let fallback = "";

function read(): string {
  try {
    return localStorage.getItem(localStorageKeys.reviewerName) ?? "";
  } catch {
    return "";
  }
}

export function useReviewerName(): [string, (name: string) => void] {
  const name = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => "",
  );
  const set = useCallback((next: string) => {
    try {
      localStorage.setItem(localStorageKeys.reviewerName, next);
    } catch {
      fallback = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return [name || fallback, set];
}
