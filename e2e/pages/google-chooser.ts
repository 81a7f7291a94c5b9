import type { Page } from "@playwright/test";

export type GoogleAccount = { name: string; email: string; verified?: boolean };

/** The local Google fake's account chooser (tests/support/fake-google.ts), as Google's own page is used. */
export class GoogleChooser {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async waitUntilShown() {
    await this.page.getByRole("heading", { name: "Choose an account" }).waitFor();
  }

  async continueAs(account: GoogleAccount) {
    await this.waitUntilShown();
    await this.page.getByLabel("Name", { exact: true }).fill(account.name);
    await this.page.getByLabel("Email", { exact: true }).fill(account.email);
    await this.page.getByLabel("Google has verified this email").setChecked(account.verified ?? true);
    await this.page.getByRole("button", { name: "Continue" }).click();
  }

  async cancel() {
    await this.waitUntilShown();
    await this.page.getByRole("button", { name: "Cancel" }).click();
  }
}
