import type { Locator, Page } from "@playwright/test";

/** The dashboard's "Getting started" card: the checklist's progress, credits and next task, until all are done. */
export class ChecklistCard {
  readonly root: Locator;
  readonly heading: Locator;
  readonly progressBar: Locator;
  readonly openLink: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId("checklist-card");
    this.heading = this.root.getByRole("heading", { name: "Getting started" });
    this.progressBar = this.root.getByRole("progressbar", { name: "Getting started progress" });
    this.openLink = this.root.getByRole("link", { name: "Open the checklist" });
  }
}
