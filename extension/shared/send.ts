import { browser } from "wxt/browser";
import type { Answer, Message } from "./messages";

/** Asks the background worker; a worker that cannot be reached (extension updated, reloaded) is a failure too. */
export async function send<M extends Message>(message: M): Promise<Answer<M>> {
  try {
    return (await browser.runtime.sendMessage(message)) as Answer<M>;
  } catch {
    const failure = { kind: "failed", message: "Hookline was updated or restarted. Reload this page, then try again." } as const;
    return { ok: false, failure } as Answer<M>;
  }
}
