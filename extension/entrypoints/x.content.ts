import { defineContentScript } from "wxt/utils/define-content-script";
import { startAssistant } from "../content/assistant";
import { hostsByPlatform } from "../platforms/hosts";
import { x } from "../platforms/x";

export default defineContentScript({
  matches: [...hostsByPlatform.x],
  runAt: "document_idle",
  main(context) {
    const assistant = startAssistant(document, x);
    context.onInvalidated(() => assistant.stop());
  },
});
