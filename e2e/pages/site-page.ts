import type { Locator, Page } from "@playwright/test";

/** What every marketing page shares: the top bar, the auth dialog and the footer. */
export class SitePage {
  readonly page: Page;
  readonly topBar: Locator;
  readonly signInButton: Locator;
  readonly dialog: Locator;
  readonly footer: Locator;

  constructor(page: Page) {
    this.page = page;
    this.topBar = page.getByRole("banner");
    this.signInButton = this.topBar.getByRole("button", { name: "Sign In" });
    this.dialog = page.getByRole("dialog");
    this.footer = page.getByRole("contentinfo");
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  footerLink(label: string): Locator {
    return this.footer.getByRole("link", { name: label, exact: true });
  }

  async footerHrefs(): Promise<string[]> {
    return this.footer.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  }
}
