"use client";

import { useCallback, useSyncExternalStore } from "react";

import { driveModeKey } from "@/lib/editor/frame/helper";

// Drive mode lives in sessionStorage, so it survives a reload of the editor.
const listeners = new Set<() => void>();

export function useDriveMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sessionStorage.getItem(driveModeKey) === "true",
    () => false,
  );
  const set = useCallback((next: boolean) => {
    sessionStorage.setItem(driveModeKey, String(next));
    for (const listener of listeners) listener();
  }, []);
  return [on, set];
}
