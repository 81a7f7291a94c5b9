import type { Locator, Page } from "@playwright/test";

import { GeneratorPage } from "./generator-page";

/**
 * /onboarding/demo-generator: the generator, prefilled for a template and answered with a sample; its actions say
 * they are not available. Without a known category it offers the templates instead.
 */
export class DemoGeneratorPage extends GeneratorPage {
  readonly length: Locator;
  readonly platformName: Locator;
  readonly continueButton: Locator;
  readonly unavailableNotice: Locator;
  readonly closeToastButton: Locator;

  constructor(page: Page) {
    super(page);
    this.length = page.getByLabel("Length");
    this.platformName = page.getByLabel("Platform name");
    this.continueButton = page.getByRole("button", { name: "Continue" });
    this.unavailableNotice = page.getByText("Not available in this demo");
    this.closeToastButton = page.getByRole("button", { name: "Close toast" });
  }

  async gotoDemo(category: string) {
    return this.page.goto(`/onboarding/demo-generator?category=${category}&demo=1`);
  }

  /** One of the result's actions, which the demo answers with a notice instead. */
  action(name: "Copy" | "Save" | "Regenerate" | "Generate again"): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** A template of the chooser shown when the category is unknown. */
  template(name: RegExp): Locator {
    return this.page.getByRole("link", { name });
  }
}
