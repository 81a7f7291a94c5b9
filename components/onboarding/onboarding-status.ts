"use client";

import { useEffect, useState } from "react";
import { track } from "@/lib/analytics/track";
import type { OnboardingStatus, OnboardingTask } from "@/lib/onboarding/schema";
import { localStorageKeys } from "@/lib/storage-keys";

// SPEC §8: network and server errors of onboarding calls are swallowed; the page keeps working with what it has.

let latest: OnboardingStatus | null = null;
const listeners = new Set<(status: OnboardingStatus) => void>();

function publish(status: OnboardingStatus): void {
  latest = status;
  for (const listener of listeners) listener(status);
}

/** Reads GET /api/onboarding (after anything that can change it, such as a payment); null when signed out or when the call fails. */
export async function fetchOnboardingStatus(): Promise<OnboardingStatus | null> {
  try {
    const response = await fetch("/api/onboarding", { cache: "no-store" });
    if (!response.ok) return null;
    const status = (await response.json()) as OnboardingStatus;
    publish(status);
    return status;
  } catch {
    return null;
  }
}

/** Marks a task done (once; the server grants its credit once), then re-reads the status. */
export async function completeOnboardingTask(task: OnboardingTask): Promise<boolean> {
  try {
    const response = await fetch("/api/onboarding?action=task-complete", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ task }) });
    if (!response.ok) return false;
    track("onboarding_task_completed", { task });
    return true;
  } catch {
    return false;
  } finally {
    await fetchOnboardingStatus();
  }
}

/** The latest status any screen has read, starting from `initial` (the server's reading). */
export function useOnboardingStatus(initial: OnboardingStatus | null): OnboardingStatus | null {
  const [status, setStatus] = useState(latest ?? initial);
  useEffect(() => {
    listeners.add(setStatus);
    return () => void listeners.delete(setStatus);
  }, []);
  return status;
}

/** A visitor finished the demo: kept until they are signed in, when it becomes their run_demo task. */
export function rememberDemoCompleted(): void {
  try {
    localStorage.setItem(localStorageKeys.onboardingDemoCompleted, "true");
  } catch {
    // storage unavailable: the demo still counts once they run it signed in
  }
}

/** Whether a visitor's finished demo is waiting for their first sign-in. */
export function hasPendingDemo(): boolean {
  try {
    return localStorage.getItem(localStorageKeys.onboardingDemoCompleted) === "true";
  } catch {
    return false;
  }
}

/** Right after a sign-in: posts a visitor's finished demo as run_demo, once. */
export async function flushPendingDemo(): Promise<void> {
  try {
    if (!hasPendingDemo()) return;
    if (await completeOnboardingTask("run_demo")) localStorage.removeItem(localStorageKeys.onboardingDemoCompleted);
  } catch {
    // SPEC §8: swallowed; it is tried again on the next signed-in page
  }
}
