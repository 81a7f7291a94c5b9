import type { Locator, Page } from "@playwright/test";

import { SitePage } from "./site-page";

export class NotFoundPage extends SitePage {
  readonly heading: Locator;
  readonly message: Locator;
  readonly backToHome: Locator;
  readonly contactUs: Locator;
  readonly main: Locator;

  constructor(page: Page) {
    super(page);
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.message = this.main.getByText("The page you're looking for doesn't exist or has been moved.", { exact: true });
    this.backToHome = this.main.getByRole("link", { name: "Back to Home" });
    this.contactUs = this.main.getByRole("link", { name: "Contact Us" });
  }
}
