"use client";

import { useEffect, useState } from "react";

import { track } from "@/lib/analytics/track";
import { isClientError } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { onboardingRoutes } from "@/lib/api-client/routes/onboarding";
import { onboarding } from "@/lib/config/plans";
import type { OnboardingStatus, OnboardingTask } from "@/lib/onboarding/schema";
import { localStorageKeys } from "@/lib/storage-keys";

// Network and server errors of onboarding calls are swallowed; the page keeps working with what it has.

const listeners = new Set<(status: OnboardingStatus) => void>();

/** Reads GET /api/onboarding (after anything that can change it, such as a payment); null when signed out or when the call fails. */
export async function fetchOnboardingStatus(): Promise<OnboardingStatus | null> {
  const answer = await call(onboardingRoutes.status, undefined, { cache: "no-store" });
  if (!answer.ok) return null;
  for (const listener of listeners) listener(answer.data);
  return answer.data;
}

/** "signed-out" when there is no session; "unreachable" when the request never got an answer. */
export type TaskOutcome = "completed" | "already-done" | "signed-out" | "unreachable" | "refused";

/** Marks a task done (once; the server grants its credit once), then re-reads the status. */
export async function completeOnboardingTask(task: OnboardingTask): Promise<TaskOutcome> {
  const answer = await call(onboardingRoutes.completeTask, { task });
  if (!answer.ok) {
    if (answer.error.status === 401) return "signed-out";
    return isClientError(answer.error) ? "unreachable" : "refused";
  }
  const outcome: TaskOutcome = answer.data.completed ? "completed" : "already-done";
  if (outcome === "completed") track("onboarding_task_completed", { task });
  await fetchOnboardingStatus();
  return outcome;
}

/** An API answer said the real action (first copy, voice, plan, hooks) completed a task: count it and refresh. */
export function taskCompletedByServer(task: OnboardingTask | undefined): void {
  if (!task) return;
  track("onboarding_task_completed", { task });
  void fetchOnboardingStatus();
}

/** The status the server rendered, then every re-read after it (a completed task, a payment). */
export function useOnboardingStatus(initial: OnboardingStatus | null): OnboardingStatus | null {
  const [state, setState] = useState({ initial, status: initial });
  // A new server rendering (router.refresh, another account) replaces whatever was read before it.
  if (state.initial !== initial) setState({ initial, status: initial });
  useEffect(() => {
    const listener = (status: OnboardingStatus) => setState((current) => ({ ...current, status }));
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  return state.status;
}

const pendingDemoMs = onboarding.pendingDemoDays * 24 * 60 * 60 * 1000;

/** A visitor finished the demo: kept (with the time) until they sign in, when it becomes their run_demo task. */
export function rememberDemoCompleted(now = Date.now()): void {
  try {
    localStorage.setItem(localStorageKeys.onboardingDemoCompleted, String(now));
  } catch {
    // storage unavailable: the demo still counts once they run it signed in
  }
}

/** Whether a visitor's finished demo, recent enough to be theirs, is waiting for their first sign-in. */
export function hasPendingDemo(now = Date.now()): boolean {
  try {
    const finishedAt = Number(localStorage.getItem(localStorageKeys.onboardingDemoCompleted));
    return finishedAt > 0 && now - finishedAt < pendingDemoMs;
  } catch {
    return false;
  }
}

let flushing: Promise<void> | null = null;

/** Right after a sign-in: posts a visitor's finished demo as run_demo, once, however many screens ask at the same time. */
export function flushPendingDemo(): Promise<void> {
  flushing ??= (async () => {
    try {
      if (!hasPendingDemo()) return localStorage.removeItem(localStorageKeys.onboardingDemoCompleted);
      const outcome = await completeOnboardingTask("run_demo");
      // Kept only while nobody is signed in or the server could not be reached; tried again on the next screen.
      if (outcome !== "signed-out" && outcome !== "unreachable")
        localStorage.removeItem(localStorageKeys.onboardingDemoCompleted);
    } catch {
      // storage unavailable: swallowed, the page keeps working
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
