import type { Locator, Page } from "@playwright/test";

import { OnboardingPage } from "./onboarding-page";

/** /onboarding/demo ("Guided demo"): pick a template and its sample shows; Continue waits for the sample. */
export class GuidedDemoPage extends OnboardingPage {
  readonly sample: Locator;

  constructor(page: Page) {
    super(page);
    this.sample = page.getByTestId("demo-sample");
  }

  async goto(query = "?demo=1") {
    return this.page.goto(`/onboarding/demo${query}`);
  }

  /** A template's button; it is pressed (aria-pressed) while chosen. */
  template(name: RegExp): Locator {
    return this.page.getByRole("button", { name });
  }
}
