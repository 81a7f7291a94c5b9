import type { Locator, Page } from "@playwright/test";

/** The Sign In / Sign Up dialog opened from the top bar or any "Start Your Free Trial" button. */
export class AuthDialog {
  readonly root: Locator;
  /** The two buttons at the top that switch between signing in and signing up. */
  readonly choice: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByRole("dialog");
    this.choice = this.root.getByRole("group", { name: "Sign in or sign up" });
  }

  async showSignUp() {
    await this.choice.getByRole("button", { name: "Sign Up", exact: true }).click();
  }

  async signUp(name: string, email: string, password: string) {
    await this.root.getByLabel("Name").fill(name);
    await this.root.getByLabel("Email").fill(email);
    await this.root.getByLabel("Password").fill(password);
    await this.root.getByRole("button", { name: "Create Account" }).click();
  }

  async signIn(email: string, password: string) {
    await this.root.getByLabel("Email").fill(email);
    await this.root.getByLabel("Password", { exact: true }).fill(password);
    await this.root.locator("form").getByRole("button", { name: "Sign In", exact: true }).click();
  }

  continueWithGoogle(): Locator {
    return this.root.getByRole("button", { name: "Continue with Google" });
  }

  error(): Locator {
    return this.root.getByRole("alert");
  }
}
