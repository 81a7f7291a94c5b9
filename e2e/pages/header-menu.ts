import { expect, type Locator, type Page } from "@playwright/test";

/** The menu narrow layouts show in either header: the "Open menu" button and the sheet it opens. */
export class HeaderMenu {
  readonly page: Page;
  /** Found even while the open sheet hides the rest of the page from assistive technology. */
  readonly button: Locator;
  readonly sheet: Locator;

  constructor(page: Page) {
    this.page = page;
    this.button = page.locator("header").getByRole("button", { name: "Open menu", includeHidden: true });
    this.sheet = page.getByRole("dialog", { name: "Menu" });
  }

  async open() {
    await this.button.click();
    await expect(this.sheet).toBeVisible();
  }

  link(label: string): Locator {
    return this.sheet.getByRole("link", { name: label, exact: true });
  }

  /** Opens the menu and follows one of its links. */
  async go(label: string) {
    await this.open();
    await this.link(label).click();
  }
}
