import { defineContentScript } from "wxt/utils/define-content-script";
import { startAssistant } from "../content/assistant";
import { hostsByPlatform } from "../platforms/hosts";
import { threads } from "../platforms/threads";

export default defineContentScript({
  matches: [...hostsByPlatform.threads],
  runAt: "document_idle",
  main(context) {
    const assistant = startAssistant(document, threads);
    context.onInvalidated(() => assistant.stop());
  },
});
