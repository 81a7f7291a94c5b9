import type { Locator, Page } from "@playwright/test";

/** /reset-password: email and code, then a new password. */
export class ResetPasswordPage {
  readonly email: Locator;
  readonly code: Locator;
  readonly verifyButton: Locator;
  readonly newPassword: Locator;
  readonly saveButton: Locator;
  readonly error: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByLabel("Email");
    this.code = page.getByLabel("Code");
    this.verifyButton = page.getByRole("button", { name: "Verify Code" });
    this.newPassword = page.getByLabel("New password");
    this.saveButton = page.getByRole("button", { name: "Save Password" });
    this.error = page.getByRole("main").getByRole("alert");
  }

  async goto(query = "") {
    return this.page.goto(`/reset-password${query}`);
  }

  async verify(email: string, code: string) {
    await this.email.fill(email);
    await this.code.fill(code);
    await this.verifyButton.click();
  }

  async save(password: string) {
    await this.newPassword.fill(password);
    await this.saveButton.click();
  }
}
