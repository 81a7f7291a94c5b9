// Onboarding hears what users do from lib/events (features report there, never here) and completes the matching
// checklist task, granting its credit once. Subscribed when the server starts (instrumentation.ts).
import { listenToProgress } from "../events/progress";

export function subscribeOnboarding(): void {
  listenToProgress("onboarding", async (userId, task) => {
    // Loaded on the first report, so subscribing (in a build's instrumentation or a test's setup) loads no database code.
    // The feature's work has committed by now: a checklist that cannot load must not turn it into a failure.
    const store = await import("./store").catch((error: unknown) => {
      console.error("onboarding could not load its store", error);
      return null;
    });
    return store !== null && (await store.completeTaskQuietly(userId, task)) !== undefined;
  });
}
