import type { Locator, Page } from "@playwright/test";

export type ContentType = "Ads" | "Social post" | "Email" | "Video script" | "Blog" | "SEO meta description";

/** The generator screen (/generator): the brief on one side, the generated copy with its actions on the other. */
export class GeneratorPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly topic: Locator;
  readonly platform: Locator;
  readonly abTesting: Locator;
  readonly usageMeter: Locator;
  /** The output column; its heading names it "Generated copy" once something was asked for. */
  readonly result: Locator;
  readonly resultHeading: Locator;
  /** The line above the result: progress, then what was made. */
  readonly resultStatus: Locator;
  readonly copy: Locator;
  readonly writer: Locator;
  readonly counters: Locator;
  /** A Google responsive search ad's rows: one headline or description each. */
  readonly adRows: Locator;
  readonly emptyState: Locator;
  /** The status that says a generation has finished. */
  readonly done: Locator;
  /** The words "Done." wherever they show. */
  readonly doneText: Locator;
  readonly regenerateButton: Locator;
  readonly exportForAdsEditorButton: Locator;
  /** What the export says: the columns to fill in Ads Editor, what Google would refuse, what was left out. */
  readonly exportNotes: Locator;
  readonly upgradeDialog: Locator;
  /** A social post's "Key points or a draft" field. */
  readonly keyPointsOrDraft: Locator;
  /** "Shortened to fit", with what was cut one click away. */
  readonly shortenedNote: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.topic = page.getByLabel("Topic");
    this.platform = page.getByLabel("Platform", { exact: true });
    this.abTesting = page.getByLabel("A/B testing: two variants side by side");
    this.usageMeter = page.getByTestId("usage-meter");
    this.result = page.getByRole("region", { name: "Generated copy" });
    this.resultHeading = this.result.getByRole("heading", { name: "Generated copy" });
    this.resultStatus = this.result.getByRole("status");
    this.copy = page.getByTestId("generated-copy");
    this.writer = page.getByTestId("writer");
    this.counters = page.getByTestId("length-counter");
    this.adRows = page.getByTestId("ad-row");
    this.emptyState = page.getByText("Fill in the brief and press Generate.");
    this.done = page.getByRole("status").filter({ hasText: "Done." });
    this.doneText = page.getByText("Done.", { exact: true });
    this.regenerateButton = page.getByRole("button", { name: "Regenerate" });
    this.exportForAdsEditorButton = this.result.getByRole("button", { name: "Export for Google Ads Editor" });
    this.exportNotes = this.result.getByTestId("rsa-export-notes");
    this.upgradeDialog = page.getByRole("dialog", { name: "Upgrade to keep writing" });
    this.keyPointsOrDraft = page.getByLabel("Key points or a draft (optional)");
    this.shortenedNote = page.getByTestId("shortened-note");
  }

  async goto() {
    await this.page.goto("/generator");
  }

  /** The submit button, under either of its labels unless one is named. */
  generateButton(label?: "Generate" | "Generate again"): Locator {
    return label
      ? this.page.getByRole("button", { name: label, exact: true })
      : this.page.getByRole("button", { name: /^Generate( again)?$/ });
  }

  saveButton(name: "Save" | "Saved" = "Save"): Locator {
    return this.result.getByRole("button", { name, exact: true });
  }

  contentType(label: ContentType): Locator {
    return this.page.getByRole("radio", { name: label });
  }

  /** One of the two side-by-side variants of an A/B generation. */
  variant(name: "A" | "B"): Locator {
    return this.result.getByRole("article", { name: `Variant ${name}` });
  }

  async chooseType(label: ContentType) {
    await this.page.getByText(label, { exact: true }).click();
  }

  /** Presses Generate and waits until the copy is done. */
  async generate() {
    await this.generateButton().click();
    await this.done.waitFor();
  }

  async writeLinkedInPost(topic: string) {
    await this.topic.fill(topic);
    await this.generate();
  }

  /** The brief of a Google responsive search ad, filled in but not sent. */
  async briefGoogleAd(product: string, description: string) {
    await this.chooseType("Ads");
    await this.page.getByLabel("Ad format").selectOption("google");
    await this.page.getByLabel("Product or offer").fill(product);
    await this.page.getByLabel("What it does, and for whom").fill(description);
  }

  /** A variant's score ("Score 60/100") and its list of checks, in `scope` (a variant, or the whole result). */
  score(scope: Locator = this.result) {
    return {
      total: scope.getByText(/^Score \d+\/100$/),
      check: (label: string) =>
        scope.getByRole("list", { name: "Score checks" }).getByRole("listitem").filter({ hasText: label }),
    };
  }

  async writeGoogleAd(product: string, description: string) {
    await this.briefGoogleAd(product, description);
    await this.generate();
  }
}
