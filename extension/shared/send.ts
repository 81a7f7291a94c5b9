import { browser } from "wxt/browser";

import { unanswered, updatedUnderPage, type Answer, type Message } from "./messages";

/**
 * Asks the background worker. An extension that was updated or reloaded under this page can't be asked any more
 * (reload); a worker that answers nothing usable is a failure that another try may fix.
 */
export async function send<M extends Message>(message: M): Promise<Answer<M>> {
  let answer: unknown;
  try {
    answer = await browser.runtime.sendMessage(message);
  } catch {
    return { ok: false, failure: browser.runtime?.id ? unanswered : updatedUnderPage } as Answer<M>;
  }
  const expectsOutcome = message.type === "reply" || message.type === "account" || message.type === "history";
  if (expectsOutcome && (typeof answer !== "object" || answer === null || !("ok" in answer)))
    return { ok: false, failure: unanswered } as Answer<M>;
  return answer as Answer<M>;
}
