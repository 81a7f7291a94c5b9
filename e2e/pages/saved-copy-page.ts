import type { Locator, Page } from "@playwright/test";

/** A saved copy's own page (/dashboard/library/<id>): its title, brief, editable text with counters, score and preview. */
export class SavedCopyPage {
  readonly page: Page;
  readonly title: Locator;
  readonly backLink: Locator;
  /** The brief it was written from: a list of labelled values. */
  readonly brief: Locator;
  readonly titleField: Locator;
  readonly text: Locator;
  readonly counters: Locator;
  readonly score: Locator;
  readonly openInGenerator: Locator;
  readonly deleteButton: Locator;
  readonly deleteDialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.title = page.getByRole("heading", { level: 1 });
    this.backLink = page.getByRole("link", { name: "Back to your library" });
    this.brief = page.getByRole("region", { name: "Brief" });
    this.titleField = page.getByRole("textbox", { name: "Title", exact: true });
    this.text = page.getByRole("textbox", { name: "Text", exact: true });
    this.counters = page.getByTestId("length-counter");
    this.score = page.getByText(/^Score \d+\/100$/);
    this.openInGenerator = page.getByRole("link", { name: "Open in generator" });
    this.deleteButton = page.getByRole("button", { name: "Delete", exact: true });
    this.deleteDialog = page.getByRole("alertdialog", { name: "Delete this copy?" });
  }

  /** The value the brief shows for `label` ("Topic"). */
  briefValue(label: string): Locator {
    return this.brief.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");
  }

  preview(caption: string): Locator {
    return this.page.getByRole("figure", { name: caption });
  }

  favouriteButton(): Locator {
    return this.page.getByRole("button", { name: /^(Favourite|Add to favourites)$/ });
  }
}
