import type { Locator, Page } from "@playwright/test";

/** The editor's Properties panel: the selection's tag, classes, matching CSS rules and computed styles. */
export class PropertiesPanel {
  readonly root: Locator;
  readonly classToAdd: Locator;
  readonly addClassButton: Locator;
  readonly classes: Locator;
  readonly rules: Locator;
  readonly showAllStylesButton: Locator;

  constructor(page: Page) {
    this.root = page.getByRole("complementary", { name: "Properties" });
    this.classToAdd = this.root.getByLabel("Class to add");
    this.addClassButton = this.root.getByRole("button", { name: "Add class" });
    this.classes = this.root.getByRole("list", { name: "Classes of the selection" });
    this.rules = this.root.getByRole("list", { name: "Matching CSS rules" });
    this.showAllStylesButton = this.root.getByRole("button", { name: /^Show all \d+ styles$/ });
  }

  /** The panel's heading, which names the selection's tag. */
  heading(tagName: string): Locator {
    return this.root.getByRole("heading", { name: tagName, exact: true });
  }

  removeClassButton(className: string): Locator {
    return this.root.getByRole("button", { name: `Remove class ${className}` });
  }

  /** One computed style's field, once all styles are shown. */
  style(property: string): Locator {
    return this.root.getByLabel(`Style ${property}`);
  }

  async addClass(className: string) {
    await this.classToAdd.fill(className);
    await this.addClassButton.click();
  }
}
