import { browser, type Browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";

import { accountOf, historyOf, repliesFor } from "../background/backend";
import { injectIntoOpenTabs } from "../background/inject-open-tabs";
import { confirmEmailUrl, pricingUrl } from "../shared/backend";
import { unanswered, type Failure, type Message } from "../shared/messages";
import { readDefaultTone } from "../shared/storage";

const refused: Failure = { kind: "bad-request", message: "Only the Hookline settings can ask for this." };

/** The extension's own pages (popup, options), as opposed to content scripts living inside a site's page. */
const isExtensionPage = (sender: Browser.runtime.MessageSender) =>
  Boolean(sender.url?.startsWith(browser.runtime.getURL("/")));

async function answer(message: Message, sender: Browser.runtime.MessageSender) {
  switch (message.type) {
    case "reply":
      return repliesFor(message.ask);
    case "account":
      // The account names the email and may test any key: not something a site's page gets to ask.
      return isExtensionPage(sender) ? accountOf(message.key) : { ok: false, failure: refused };
    case "history":
      // The posts replied to and the drafts: the user's own, not for a site's page either.
      return isExtensionPage(sender) ? historyOf() : { ok: false, failure: refused };
    case "default-tone":
      return readDefaultTone();
    case "open-options":
      await browser.runtime.openOptionsPage();
      return null;
    case "open-pricing":
      await browser.tabs.create({ url: pricingUrl });
      return null;
    case "open-app":
      await browser.tabs.create({ url: confirmEmailUrl });
      return null;
  }
}

export default defineBackground(() => {
  // The key lives in storage.local: keep it out of reach of content scripts, which run inside the sites' pages.
  // Firefox has no setAccessLevel (its content scripts cannot read extension storage set this way anyway): calling
  // it there throws at once, which must not stop the listeners below from being registered.
  void Promise.resolve()
    .then(() => browser.storage.local.setAccessLevel({ accessLevel: "TRUSTED_CONTEXTS" }))
    .catch(() => undefined);

  // Registered synchronously: a service worker woken by a message must find its listener at once.
  browser.runtime.onMessage.addListener((message: Message, sender, sendResponse) => {
    if (sender.id !== browser.runtime.id) return false;
    answer(message, sender).then(sendResponse, () => sendResponse({ ok: false, failure: unanswered }));
    return true;
  });

  browser.runtime.onInstalled.addListener(({ reason }) => {
    void injectIntoOpenTabs();
    if (reason === "install") void browser.runtime.openOptionsPage();
  });
});
