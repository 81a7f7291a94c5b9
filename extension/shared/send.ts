import { browser } from "wxt/browser";
import type { Answer, Failure, Message } from "./messages";

const reload: Failure = { kind: "reload", message: "Hookline was updated. Reload this page to keep using it." };
const failed: Failure = { kind: "failed", message: "Hookline couldn't answer just now. Try again." };

/**
 * Asks the background worker. An extension that was updated or reloaded under this page can't be asked any more
 * (reload); a worker that answers nothing usable is a failure that another try may fix.
 */
export async function send<M extends Message>(message: M): Promise<Answer<M>> {
  let answer: unknown;
  try {
    answer = await browser.runtime.sendMessage(message);
  } catch {
    return { ok: false, failure: browser.runtime?.id ? failed : reload } as Answer<M>;
  }
  const expectsOutcome = message.type === "reply" || message.type === "account";
  if (expectsOutcome && (typeof answer !== "object" || answer === null || !("ok" in answer))) return { ok: false, failure: failed } as Answer<M>;
  return answer as Answer<M>;
}
