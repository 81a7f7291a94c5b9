// What a user has just done that the onboarding checklist counts. The feature that did it reports here and onboarding
// listens, so features never call onboarding, and onboarding may build on the features (its demo opens the
// generator). The listeners live on globalThis: Next bundles instrumentation.ts, where onboarding subscribes when the
// server starts, apart from the routes that report, and each bundle has its own copy of this module.
import { z } from "zod";

/** What can be reported, named after the checklist task it completes. */
export const progressTasks = ["first_generate", "save_voice", "plan", "hooks"] as const;
export type ProgressTask = (typeof progressTasks)[number];

/** `completedTask` in a feature's answer: the checklist task its report completed, when it completed one. */
export const completedTaskSchema = z.enum(progressTasks).optional();

/** Answers whether this report completed the task (and earned its credit); a listener never throws. */
export type ProgressListener = (userId: string, task: ProgressTask) => Promise<boolean>;

const key = Symbol.for("hookline.progress-listeners");
type Holder = typeof globalThis & { [key]?: Map<string, ProgressListener> };

function listeners(): Map<string, ProgressListener> {
  const holder = globalThis as Holder;
  holder[key] ??= new Map();
  return holder[key];
}

/** Subscribes `listener` under `name`; subscribing the same name again replaces it (a server restarting in place). */
export function listenToProgress(name: string, listener: ProgressListener): void {
  listeners().set(name, listener);
}

/**
 * Reports what the user did once it is done (after its transaction has committed), and answers the task when a
 * listener completed it with this report, so the answer can tell the screen; undefined when nothing was completed.
 */
export async function reportProgress(userId: string, task: ProgressTask): Promise<ProgressTask | undefined> {
  const subscribed = listeners();
  // A server that never subscribed (instrumentation not run) would silently stop completing checklist tasks.
  if (subscribed.size === 0)
    console.error(`progress "${task}" reported with no listener: is instrumentation.ts running?`);
  let completed = false;
  for (const listener of subscribed.values()) if (await listener(userId, task)) completed = true;
  return completed ? task : undefined;
}
