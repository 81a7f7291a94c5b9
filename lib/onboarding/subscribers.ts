// Who reacts to the server's events (lib/events/server.ts): onboarding completes the checklist task each event counts
// for, granting its credit once. Registered when the server starts (instrumentation.ts) and by the tests' setup.
import type { ProgressTask } from "../events/progress";
import { onServerEvent } from "../events/server";

export function subscribeOnboarding(): void {
  onServerEvent("generation.finished", "onboarding", ({ userId }) => completeQuietly(userId, "first_generate"));
  onServerEvent("voice.saved", "onboarding", ({ userId }) => completeQuietly(userId, "save_voice"));
  onServerEvent("content-plan.written", "onboarding", ({ userId }) => completeQuietly(userId, "plan"));
  onServerEvent("hooks.written", "onboarding", ({ userId }) => completeQuietly(userId, "hooks"));
}

/** Answers the task when this call completed it. */
async function completeQuietly(userId: string, task: ProgressTask): Promise<ProgressTask | undefined> {
  // Loaded on the first event, so subscribing (in a build's instrumentation or a test's setup, before the test sets
  // the database's address) loads no database code.
  // The feature's work has committed by now: a checklist that cannot load must not turn it into a failure.
  const store = await import("./store").catch((error: unknown) => {
    console.error("onboarding could not load its store", error);
    return null;
  });
  return store !== null && (await store.completeTaskQuietly(userId, task)) !== undefined ? task : undefined;
}
