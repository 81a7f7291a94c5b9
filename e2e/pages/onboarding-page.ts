import type { Locator, Page } from "@playwright/test";

/** What the onboarding screens share: their heading, the Continue button that moves on, and hover tooltips. */
export class OnboardingPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly continueButton: Locator;
  /** The tooltip on screen; closed ones stay in the page, hidden. */
  readonly tooltip: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.continueButton = page.getByRole("button", { name: "Continue" });
    this.tooltip = page.getByRole("tooltip").filter({ visible: true });
  }
}
