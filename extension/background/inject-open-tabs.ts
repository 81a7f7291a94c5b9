import { browser } from "wxt/browser";
import type { ScriptPublicPath } from "wxt/utils/inject-script";

/**
 * Tabs of X, Threads or Instagram opened before the extension was installed (or updated) have no content script:
 * put it there with the scripting permission, so the button appears without a reload.
 */
export async function injectIntoOpenTabs() {
  for (const script of browser.runtime.getManifest().content_scripts ?? []) {
    if (!script.js?.length || !script.matches?.length) continue;
    const tabs = await browser.tabs.query({ url: script.matches });
    for (const tab of tabs) {
      if (tab.id === undefined || tab.discarded) continue;
      await browser.scripting
        .executeScript({ target: { tabId: tab.id }, files: script.js as ScriptPublicPath[] })
        .catch(() => {
          // A tab that is loading, crashed or not ours to script: it gets the script on its next load.
        });
    }
  }
}
