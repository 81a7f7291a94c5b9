import { test as base, expect, type BrowserContext, type TestInfo } from "@playwright/test";

import { AuthDialog } from "./pages/auth-dialog";
import { ChecklistCard } from "./pages/checklist-card";
import { ChecklistPage } from "./pages/checklist-page";
import { DemoDashboardPage } from "./pages/demo-dashboard-page";
import { DemoGeneratorPage } from "./pages/demo-generator-page";
import { GeneratorPage } from "./pages/generator-page";
import { GoogleChooser } from "./pages/google-chooser";
import { GuidedDemoPage } from "./pages/guided-demo-page";
import { HeaderMenu } from "./pages/header-menu";
import { HowItWorks } from "./pages/how-it-works";
import { NotFoundPage } from "./pages/not-found-page";
import { QuickSetupPage } from "./pages/quick-setup-page";
import { ResetPasswordPage } from "./pages/reset-password-page";
import { SavedCopyPage } from "./pages/saved-copy-page";
import { SitePage } from "./pages/site-page";
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

/** The page objects of `e2e/pages/`, each on the test's page. */
type PageObjects = {
  authDialog: AuthDialog;
  checklistCard: ChecklistCard;
  checklistPage: ChecklistPage;
  demoDashboardPage: DemoDashboardPage;
  demoGeneratorPage: DemoGeneratorPage;
  generatorPage: GeneratorPage;
  googleChooser: GoogleChooser;
  guidedDemoPage: GuidedDemoPage;
  headerMenu: HeaderMenu;
  howItWorks: HowItWorks;
  notFoundPage: NotFoundPage;
  quickSetupPage: QuickSetupPage;
  resetPasswordPage: ResetPasswordPage;
  savedCopyPage: SavedCopyPage;
  sitePage: SitePage;
};

/**
 * Playwright's test with the page objects and nothing else: for a server whose pages the context below would
 * change (the editor's `next dev`, which keeps its own client address and cookie answer).
 */
export const pageObjectsTest = base.extend<PageObjects>({
  authDialog: async ({ page }, provide) => provide(new AuthDialog(page)),
  checklistCard: async ({ page }, provide) => provide(new ChecklistCard(page)),
  checklistPage: async ({ page }, provide) => provide(new ChecklistPage(page)),
  demoDashboardPage: async ({ page }, provide) => provide(new DemoDashboardPage(page)),
  demoGeneratorPage: async ({ page }, provide) => provide(new DemoGeneratorPage(page)),
  generatorPage: async ({ page }, provide) => provide(new GeneratorPage(page)),
  googleChooser: async ({ page }, provide) => provide(new GoogleChooser(page)),
  guidedDemoPage: async ({ page }, provide) => provide(new GuidedDemoPage(page)),
  headerMenu: async ({ page }, provide) => provide(new HeaderMenu(page)),
  howItWorks: async ({ page }, provide) => provide(new HowItWorks(page)),
  notFoundPage: async ({ page }, provide) => provide(new NotFoundPage(page)),
  quickSetupPage: async ({ page }, provide) => provide(new QuickSetupPage(page)),
  resetPasswordPage: async ({ page }, provide) => provide(new ResetPasswordPage(page)),
  savedCopyPage: async ({ page }, provide) => provide(new SavedCopyPage(page)),
  sitePage: async ({ page }, provide) => provide(new SitePage(page)),
});

export const test = pageObjectsTest.extend<Options>({
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
