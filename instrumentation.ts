import type { Instrumentation } from "next";

// Runs once when a server starts: validating the environment here makes a bad variable stop the start,
// naming the variable, instead of failing on some later request.
export async function register(): Promise<void> {
  await import("./lib/env");
  // Imported inside this check, not at the top: Next builds this file for the edge runtime too and replaces
  // NEXT_RUNTIME at build time, so only an import behind it keeps the Node-only modules out of the edge bundle.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Who reacts to the server's events (lib/events/server.ts): onboarding completes checklist tasks.
    const { subscribeOnboarding } = await import("./lib/onboarding/subscribers");
    subscribeOnboarding();
    // Pruning old rows runs in the background of a production server (lib/housekeeping decides whether it is on).
    const { startHousekeeping } = await import("./lib/housekeeping/start");
    startHousekeeping();
    // Every server works the campaign job queue unless JOB_WORKER=disabled (lib/workers/start.ts).
    const { startCampaignWorker } = await import("./lib/workers/start");
    void startCampaignWorker();
  }
}

/** Every error Next catches on the server becomes one log line, with the reference its error page shows. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // Next replaces NEXT_RUNTIME at build time, so an edge bundle of this file never contains the Node-only logger.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { logRequestError } = await import("./lib/log/request-error");
    logRequestError(error, request, context);
  }
};
