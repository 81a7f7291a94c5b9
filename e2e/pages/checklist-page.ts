import type { Locator, Page } from "@playwright/test";

import { OnboardingPage } from "./onboarding-page";

/** /onboarding/checklist ("Get started with Hookline"): the tasks, the progress and the credits they earn. */
export class ChecklistPage extends OnboardingPage {
  readonly progress: Locator;
  readonly credits: Locator;
  /** Shown to a visitor who finished the demo before having an account. */
  readonly visitorCredit: Locator;
  readonly confirmEmail: Locator;
  readonly startTrialLink: Locator;
  readonly createAccountButton: Locator;

  constructor(page: Page) {
    super(page);
    this.progress = page.getByTestId("checklist-progress");
    this.credits = page.getByTestId("checklist-credits");
    this.visitorCredit = page.getByTestId("visitor-credit");
    this.confirmEmail = page.getByRole("region", { name: "Confirm your email" });
    this.startTrialLink = page.getByRole("link", { name: "Start 3-day trial" });
    this.createAccountButton = page.getByRole("button", { name: "Create account" });
  }

  async goto(query = "") {
    return this.page.goto(`/onboarding/checklist${query}`);
  }

  /** One task of the list, by its id (run_demo, hooks, …); its data-status says whether it is done. */
  task(id: string): Locator {
    return this.page.getByTestId(`task-${id}`);
  }

  /** The button a task shows while the plan does not include it yet. */
  lockedButton(id: string): Locator {
    return this.task(id).getByRole("button", { name: "Locked" });
  }
}
