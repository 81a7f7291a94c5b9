import "server-only";

import { housekeeping } from "../config/housekeeping";
import { env } from "../env";
import { logger } from "../log/logger";
import { shutdownSignal } from "../server/shutdown";
import { runHousekeeping } from "./index";
import { housekeepingAttempt, housekeepingEnabled, repeatAttempts } from "./schedule";

// Shared through globalThis: whichever module graph loads this first starts the one timer of the process.
const key = Symbol.for("hookline.housekeeping");
type Holder = typeof globalThis & { [key]?: { stop(): void } };

/** Starts this server's housekeeping attempts when the environment asks for them; they end with the server's shutdown. */
export function startHousekeeping(): void {
  const holder = globalThis as Holder;
  if (holder[key] || !housekeepingEnabled(env)) return;
  const log = logger.child({ component: "housekeeping" });
  holder[key] = repeatAttempts(
    housekeepingAttempt(() => runHousekeeping(), log),
    { firstAfterMs: housekeeping.firstAttemptAfterMs, everyMs: housekeeping.attemptEveryMs },
    shutdownSignal(),
  );
}
