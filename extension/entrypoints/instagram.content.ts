import { defineContentScript } from "wxt/utils/define-content-script";
import { startAssistant } from "../content/assistant";
import { hostsByPlatform } from "../platforms/hosts";
import { instagram } from "../platforms/instagram";

export default defineContentScript({
  matches: [...hostsByPlatform.instagram],
  runAt: "document_idle",
  main(context) {
    const assistant = startAssistant(document, instagram);
    context.onInvalidated(() => assistant.stop());
  },
});
