import { defineContentScript } from "wxt/utils/define-content-script";
import { hostsByPlatform } from "../platforms/hosts";
import type { PlatformSelectors } from "../platforms/types";
import { startAssistant } from "./assistant";

/** One site's content script: its hosts, and the assistant on its selectors until the extension reloads. */
export function contentScriptFor(selectors: PlatformSelectors) {
  return defineContentScript({
    matches: [...hostsByPlatform[selectors.platform]],
    runAt: "document_idle",
    main(context) {
      const assistant = startAssistant(document, selectors);
      context.onInvalidated(() => assistant.stop());
    },
  });
}
