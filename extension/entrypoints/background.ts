import { browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";
import { accountOf, repliesFor } from "../background/backend";
import { injectIntoOpenTabs } from "../background/inject-open-tabs";
import { pricingUrl } from "../shared/backend";
import type { Message } from "../shared/messages";

async function answer(message: Message) {
  switch (message.type) {
    case "reply":
      return repliesFor(message.ask);
    case "account":
      return accountOf(message.key);
    case "open-options":
      await browser.runtime.openOptionsPage();
      return null;
    case "open-pricing":
      await browser.tabs.create({ url: pricingUrl });
      return null;
  }
}

export default defineBackground(() => {
  // Registered synchronously: a service worker woken by a message must find its listener at once.
  browser.runtime.onMessage.addListener((message: Message, sender, sendResponse) => {
    if (sender.id !== browser.runtime.id) return false;
    answer(message).then(sendResponse, () => sendResponse(null));
    return true;
  });

  browser.runtime.onInstalled.addListener(({ reason }) => {
    void injectIntoOpenTabs();
    if (reason === "install") void browser.runtime.openOptionsPage();
  });
});
