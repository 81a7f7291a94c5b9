import type { Locator, Page } from "@playwright/test";

import { OnboardingPage } from "./onboarding-page";

/** /onboarding/checklist ("Get started with Hookline"): the tasks, the progress and the credits they earn. */
export class ChecklistPage extends OnboardingPage {
  readonly progress: Locator;
  readonly credits: Locator;
  /** Shown to a visitor who finished the demo before having an account. */
  readonly visitorCredit: Locator;
  readonly confirmEmail: Locator;
  readonly startTrialButton: Locator;
  /** What the trial button will do, or what it did ("we sent a new link…"). */
  readonly trialNote: Locator;
  /** The skipped quick setup, asked again. */
  readonly quickSetupPrompt: Locator;
  readonly createAccountButton: Locator;

  constructor(page: Page) {
    super(page);
    this.progress = page.getByTestId("checklist-progress");
    this.credits = page.getByTestId("checklist-credits");
    this.visitorCredit = page.getByTestId("visitor-credit");
    this.confirmEmail = page.getByRole("region", { name: "Confirm your email" });
    this.startTrialButton = page.getByRole("button", { name: "Start 3-day trial" });
    this.trialNote = page.locator("#trial-step-note");
    this.quickSetupPrompt = page.getByRole("region", { name: "Quick setup" });
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
