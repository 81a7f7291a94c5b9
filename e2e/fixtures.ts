import { test as base, expect, type BrowserContext, type TestInfo } from "@playwright/test";

import { clientAddressFor } from "./support/client-address";

export { expect } from "@playwright/test";

type Options = {
  /** The cookie decision a test starts with; null shows the banner. Most tests decline, so it stays out of the way. */
  cookieConsent: "accepted" | "declined" | null;
  /** Whether the upgrade dialog counts as already shown in this tab session. Most tests are about other things. */
  upgradeDialogSeen: boolean;
};

/** What every test's browser context starts with: its own client address and the options above. */
export async function prepareContext(
  context: BrowserContext,
  { cookieConsent, upgradeDialogSeen }: Options,
  testInfo: TestInfo,
) {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": clientAddressFor(testInfo) });
  if (upgradeDialogSeen) {
    await context.addInitScript(() => sessionStorage.setItem("subscriptionModalShown", "true"));
  }
  if (cookieConsent) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", value);
    }, cookieConsent);
  }
}

/**
 * The Content-Security-Policy violations the context's pages report, as the browser's console errors ("Refused to
 * execute inline script because it violates the following Content Security Policy directive: …").
 */
export function watchPolicyViolations(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy"))
      violations.push(`${message.location().url}: ${message.text()}`);
  });
  return violations;
}

export const test = base.extend<Options>({
  cookieConsent: ["declined", { option: true }],
  upgradeDialogSeen: [true, { option: true }],
  context: async ({ context, cookieConsent, upgradeDialogSeen }, provide, testInfo) => {
    await prepareContext(context, { cookieConsent, upgradeDialogSeen }, testInfo);
    const violations = watchPolicyViolations(context);
    await provide(context);
    // Every test also checks that the policy blocked nothing its pages needed.
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
});
