import type { Locator, Page } from "@playwright/test";

/** The generator screen (/generator): the brief on one side, the generated copy with its actions on the other. */
export class GeneratorPage {
  readonly page: Page;
  /** The output column; its heading names it "Generated copy" once something was asked for. */
  readonly result: Locator;
  readonly resultHeading: Locator;
  readonly copy: Locator;
  readonly counters: Locator;
  /** A Google responsive search ad's rows: one headline or description each. */
  readonly adRows: Locator;
  readonly emptyState: Locator;

  constructor(page: Page) {
    this.page = page;
    this.result = page.getByRole("region", { name: "Generated copy" });
    this.resultHeading = this.result.getByRole("heading", { name: "Generated copy" });
    this.copy = page.getByTestId("generated-copy");
    this.counters = page.getByTestId("length-counter");
    this.adRows = page.getByTestId("ad-row");
    this.emptyState = page.getByText("Fill in the brief and press Generate.");
  }

  async goto() {
    await this.page.goto("/generator");
  }

  generateButton(): Locator {
    return this.page.getByRole("button", { name: /^Generate( again)?$/ });
  }

  saveButton(name: "Save" | "Saved" = "Save"): Locator {
    return this.result.getByRole("button", { name, exact: true });
  }

  async chooseType(label: "Ads" | "Social post" | "Email" | "Video script" | "Blog" | "SEO meta description") {
    await this.page.getByText(label, { exact: true }).click();
  }

  async writeLinkedInPost(topic: string) {
    await this.page.getByLabel("Topic").fill(topic);
    await this.generateButton().click();
    await this.page.getByRole("status").filter({ hasText: "Done." }).waitFor();
  }

  async writeGoogleAd(product: string, description: string) {
    await this.chooseType("Ads");
    await this.page.getByLabel("Ad format").selectOption("google");
    await this.page.getByLabel("Product or offer").fill(product);
    await this.page.getByLabel("What it does, and for whom").fill(description);
    await this.generateButton().click();
    await this.page.getByRole("status").filter({ hasText: "Done." }).waitFor();
  }
}
