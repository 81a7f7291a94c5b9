import type { Locator, Page } from "@playwright/test";

/** The campaign brief form (/campaigns/new). */
export class CampaignBriefPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly name: Locator;
  readonly goal: Locator;
  readonly offer: Locator;
  readonly audience: Locator;
  readonly callToAction: Locator;
  readonly landingUrl: Locator;
  readonly brandVoice: Locator;
  readonly disclosure: Locator;
  readonly startDate: Locator;
  readonly weeks: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1, name: "New campaign" });
    this.name = page.getByRole("textbox", { name: "Campaign name" });
    this.goal = page.getByRole("combobox", { name: "Goal" });
    this.offer = page.getByRole("textbox", { name: "Offer" });
    this.audience = page.getByRole("textbox", { name: "Audience" });
    this.callToAction = page.getByRole("textbox", { name: "Call to action" });
    this.landingUrl = page.getByRole("textbox", { name: "Landing page" });
    this.brandVoice = page.getByRole("combobox", { name: "Brand voice" });
    this.disclosure = page.getByRole("textbox", { name: "Disclosure" });
    this.startDate = page.getByLabel("Start date");
    this.weeks = page.getByRole("combobox", { name: "Weeks" });
    this.submit = page.getByRole("button", { name: "Draft the message house" });
  }

  async goto() {
    await this.page.goto("/campaigns/new");
  }

  /** The item `position` (from 1) of a list: "Key message 2". */
  item(noun: string, position: number): Locator {
    return this.page.getByRole("textbox", { name: `${noun} ${position}`, exact: true });
  }

  async addItem(noun: string, text: string) {
    await this.page.getByRole("button", { name: `Add a ${noun.toLowerCase()}` }).click();
    await this.page
      .getByRole("textbox", { name: new RegExp(`^${noun} \\d+$`) })
      .last()
      .fill(text);
  }

  channel(label: string): Locator {
    return this.page.getByRole("checkbox", { name: new RegExp(`^${label}( · paid ad)?$`) });
  }

  /** The error shown below a control, by its message. */
  error(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }
}

/** A campaign's page (/campaigns/<id>): its message house editor, then its board. */
export class CampaignPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly house: Locator;
  readonly coreMessage: Locator;
  readonly cost: Locator;
  readonly saveHouse: Locator;
  readonly accept: Locator;
  readonly status: Locator;
  readonly progress: Locator;
  readonly assets: Locator;
  readonly coverage: Locator;
  readonly guardrails: Locator;
  readonly calendar: Locator;
  readonly saveToLibrary: Locator;
  /** What the last save to the library did. */
  readonly libraryStatus: Locator;
  readonly downloadCsv: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.house = page.getByRole("form", { name: "Message house" });
    this.coreMessage = page.getByRole("textbox", { name: "Core message" });
    this.cost = page.getByTestId("fan-out-cost");
    this.saveHouse = page.getByRole("button", { name: "Save the message house" });
    this.accept = page.getByRole("button", { name: /^Accept and write \d+ assets?$/ });
    this.status = page.getByTestId("campaign-status");
    this.progress = page.getByTestId("campaign-progress");
    this.assets = page.getByTestId("asset-card");
    this.coverage = page.getByRole("region", { name: "Key message coverage" });
    this.guardrails = page.getByRole("region", { name: "Guardrails" });
    this.calendar = page.getByRole("region", { name: "Calendar" });
    this.saveToLibrary = page.getByRole("button", { name: "Save to library" });
    this.libraryStatus = page.getByTestId("library-status");
    this.downloadCsv = page.getByRole("link", { name: "Download CSV" });
  }

  pillarTitle(position: number): Locator {
    return this.page.getByRole("group", { name: `Pillar ${position}` }).getByRole("textbox", { name: "Title" });
  }

  postsPerWeek(channel: string): Locator {
    return this.page.getByRole("group", { name: "Posts a week" }).getByRole("spinbutton", { name: channel });
  }

  /** Shows a channel's column: on a phone its tab is chosen first. */
  async openChannel(label: string): Promise<Locator> {
    const tab = this.page.getByRole("tab", { name: label, exact: true });
    if (await tab.isVisible()) await tab.click();
    return this.page.getByRole("region", { name: label, exact: true });
  }

  /** An asset's card by its name ("X 1"). */
  asset(name: string): Locator {
    return this.page.getByRole("article", { name, exact: true });
  }

  assetText(name: string): Locator {
    return this.asset(name).getByRole("textbox", { name: `Text of ${name}` });
  }
}
