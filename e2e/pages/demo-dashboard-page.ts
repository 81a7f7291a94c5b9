import type { Locator, Page } from "@playwright/test";

import { OnboardingPage } from "./onboarding-page";

/** /onboarding/demo-dashboard: sample copies, the trial's usage, and actions locked with a tooltip. */
export class DemoDashboardPage extends OnboardingPage {
  readonly samples: Locator;
  readonly plan: Locator;
  readonly exportCsvButton: Locator;

  constructor(page: Page) {
    super(page);
    this.samples = page.getByTestId("sample-copy");
    this.plan = page.getByTestId("demo-plan");
    this.exportCsvButton = page.getByRole("button", { name: "Export CSV" });
  }

  async goto() {
    return this.page.goto("/onboarding/demo-dashboard");
  }

  /** A sample's Delete button, by the sample's type and title ("Email, Welcome"). */
  deleteButton(sample: string): Locator {
    return this.page.getByRole("button", { name: new RegExp(`^Delete\\s*: ${sample}$`) });
  }
}
