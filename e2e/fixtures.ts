import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

type Options = {
  /** The cookie decision a test starts with; null shows the banner. Most tests decline, so it stays out of the way. */
  cookieConsent: "accepted" | "declined" | null;
};

export const test = base.extend<Options>({
  cookieConsent: ["declined", { option: true }],
  context: async ({ context, cookieConsent }, provide) => {
    if (cookieConsent) {
      await context.addInitScript((value) => {
        if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", value);
      }, cookieConsent);
    }
    await provide(context);
  },
});
