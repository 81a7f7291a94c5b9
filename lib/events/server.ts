// What a domain has just done on the server that another domain reacts to, each event named once with what it
// carries. The domain publishes once its work has committed and never calls who reacts, so features never call
// onboarding and onboarding may build on the features (its demo opens the generator). Who reacts to each event is
// registered in lib/onboarding/subscribers.ts, which the server loads when it starts (instrumentation.ts).
//
// The subscribers live on globalThis: Next bundles instrumentation.ts, where they are registered, apart from the
// routes that publish, and each bundle has its own copy of this module.
import type { ProgressTask } from "./progress";

export type ServerEvents = {
  /** A generation delivered its whole copy to the user. */
  "generation.finished": { userId: string };
  /** The user saved a new brand voice. */
  "voice.saved": { userId: string };
  /** The user's 4-week content plan was written (not a rewrite of one of its posts). */
  "content-plan.written": { userId: string };
  /** The user's ten hooks were written (not a rewrite of one of them). */
  "hooks.written": { userId: string };
};
export type ServerEvent = keyof ServerEvents;

/**
 * Reacts to an event and answers the checklist task its reaction completed (and earned its credit), so the
 * publisher's answer can tell the screen; undefined when it completed none. A subscriber never throws.
 */
export type ServerSubscriber<E extends ServerEvent> = (payload: ServerEvents[E]) => Promise<ProgressTask | undefined>;

type Subscribers = { [E in ServerEvent]: Map<string, ServerSubscriber<E>> };

const key = Symbol.for("hookline.server-event-subscribers");
type Holder = typeof globalThis & { [key]?: Subscribers };

function subscribers(): Subscribers {
  const holder = globalThis as Holder;
  holder[key] ??= {
    "generation.finished": new Map(),
    "voice.saved": new Map(),
    "content-plan.written": new Map(),
    "hooks.written": new Map(),
  };
  return holder[key];
}

/**
 * Subscribes `subscriber` to `event` under `name`; subscribing the same name again replaces it (a server restarting
 * in place).
 */
export function onServerEvent<E extends ServerEvent>(event: E, name: string, subscriber: ServerSubscriber<E>): void {
  subscribers()[event].set(name, subscriber);
}

/**
 * Publishes what happened once it is done (after its transaction has committed), and answers the checklist task a
 * subscriber completed in reaction, so the answer can tell the screen; undefined when none was completed.
 */
export async function publishServerEvent<E extends ServerEvent>(
  event: E,
  payload: ServerEvents[E],
): Promise<ProgressTask | undefined> {
  const subscribed = subscribers()[event];
  // A server that never registered its subscribers (instrumentation not run) would silently stop completing tasks.
  if (subscribed.size === 0)
    console.error(`event "${event}" published with no subscriber: is instrumentation.ts running?`);
  let completed: ProgressTask | undefined;
  for (const subscriber of subscribed.values()) completed = (await subscriber(payload)) ?? completed;
  return completed;
}
