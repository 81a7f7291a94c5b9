import { test as base } from "@playwright/test";
import { clientAddressFor } from "./support/client-address";

export { expect } from "@playwright/test";

type Options = {
  /** The cookie decision a test starts with; null shows the banner. Most tests decline, so it stays out of the way. */
  cookieConsent: "accepted" | "declined" | null;
  /** Whether the upgrade dialog counts as already shown in this tab session. Most tests are about other things. */
  upgradeDialogSeen: boolean;
};

export const test = base.extend<Options>({
  cookieConsent: ["declined", { option: true }],
  upgradeDialogSeen: [true, { option: true }],
  context: async ({ context, cookieConsent, upgradeDialogSeen }, provide, testInfo) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": clientAddressFor(testInfo) });
    if (upgradeDialogSeen) {
      await context.addInitScript(() => sessionStorage.setItem("subscriptionModalShown", "true"));
    }
    if (cookieConsent) {
      await context.addInitScript((value) => {
        if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", value);
      }, cookieConsent);
    }
    await provide(context);
  },
});
