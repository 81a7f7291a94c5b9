import type { Locator, Page } from "@playwright/test";

import { OnboardingPage } from "./onboarding-page";

/** /onboarding/survey: a goal, a role and the hours a week, then Continue. */
export class QuickSetupPage extends OnboardingPage {
  readonly hoursPerWeek: Locator;

  constructor(page: Page) {
    super(page);
    this.hoursPerWeek = page.getByLabel(/Hours a week/);
  }

  async goto(query = "") {
    return this.page.goto(`/onboarding/survey${query}`);
  }

  /** A goal or a role, by its label. */
  choice(label: string): Locator {
    return this.page.getByLabel(label);
  }
}
