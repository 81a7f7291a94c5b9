import type { Locator, Page } from "@playwright/test";

/** The board's client review section: the review links (made, shown once, listed) and the review switch. */
export class ReviewPanel {
  readonly page: Page;
  readonly region: Locator;
  readonly links: Locator;
  readonly days: Locator;
  readonly create: Locator;
  /** The new link's address, shown once. */
  readonly newLink: Locator;
  readonly listed: Locator;
  readonly required: Locator;

  constructor(page: Page) {
    this.page = page;
    this.region = page.getByRole("region", { name: "Client review" });
    this.links = this.region.getByText("Review links", { exact: true });
    this.days = this.region.getByRole("spinbutton", { name: "Days the link stays open" });
    this.create = this.region.getByRole("button", { name: "Create review link" });
    this.newLink = this.region.getByRole("textbox", { name: "New review link" });
    this.listed = this.region.getByTestId("review-link");
    this.required = this.region.getByRole("switch", { name: "Only approved posts leave Hookline" });
  }

  /** Makes a link open for `days` days and answers its address. */
  async createLink(days: number): Promise<string> {
    await this.links.click();
    await this.days.fill(String(days));
    await this.create.click();
    return this.newLink.inputValue();
  }
}

/** The page a reviewer without an account opens through a review link (/review/<token>). */
export class ReviewerPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly name: Locator;
  readonly startReviewing: Locator;
  readonly reviewingAs: Locator;
  readonly announcement: Locator;
  readonly finish: Locator;
  readonly finished: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.name = page.getByRole("textbox", { name: "Your name" });
    this.startReviewing = page.getByRole("button", { name: "Start reviewing" });
    this.reviewingAs = page.getByTestId("reviewer-name");
    this.announcement = page.getByTestId("review-announcement");
    this.finish = page.getByRole("button", { name: "Finish review" });
    this.finished = page.getByTestId("review-finished");
  }

  /** A post by its name ("X 1"). */
  asset(name: string): Locator {
    return this.page.getByRole("article", { name, exact: true });
  }

  async approve(name: string): Promise<void> {
    await this.asset(name)
      .getByRole("button", { name: `Approve ${name}` })
      .click();
  }

  async requestChanges(name: string, comment: string): Promise<void> {
    const asset = this.asset(name);
    await asset.getByRole("button", { name: `Request changes to ${name}` }).click();
    await asset.getByRole("textbox", { name: `What should change in ${name}?` }).fill(comment);
    await asset.getByRole("button", { name: "Send request" }).click();
  }
}
