// Onboarding hears what users do from lib/events (features report there, never here) and completes the matching
// checklist task, granting its credit once. Subscribed when the server starts (instrumentation.ts).
import { listenToProgress } from "../events/progress";

export function subscribeOnboarding(): void {
  listenToProgress("onboarding", async (userId, task) => {
    // Loaded on the first report, so subscribing (in a build's instrumentation or a test's setup) loads no database code.
    const { completeTaskQuietly } = await import("./store");
    return (await completeTaskQuietly(userId, task)) !== undefined;
  });
}
