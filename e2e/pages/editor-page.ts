import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";

import { PropertiesPanel } from "./properties-panel";

/** The toolbar's buttons. */
export type EditorTool =
  "AI mode" | "Drive mode" | "Undo" | "Delete" | "Wrap in div" | "Duplicate" | "Move up" | "Move down";

/**
 * The visual editor (/editor?path=…&canvas=…): the page in its frame with the outlines the editor draws on it, the
 * toolbar, the navigator, the Properties panel and AI mode's request.
 */
export class EditorPage {
  readonly page: Page;
  readonly canvas: string;
  /** The edited page, as the editor frames it. */
  readonly frame: FrameLocator;
  /** The address the frame reached last; it ends with the page's path once the frame's helper runs. */
  readonly latestHref: Locator;
  /** What the editor says of the development server: preparing its save routes, or not answering; empty when all is well. */
  readonly serverStatus: Locator;
  /** The editor's toolbar (the navigator's items can carry the same words as its buttons). */
  readonly tools: Locator;
  /** The selection's outline, drawn one way on an element and another on a component. */
  readonly selection: Locator;
  readonly navigator: Locator;
  readonly properties: PropertiesPanel;
  readonly aiRequest: Locator;
  readonly suggestions: Locator;

  constructor(page: Page, canvas: string) {
    this.page = page;
    this.canvas = canvas;
    this.frame = page.frameLocator('iframe[title="Page preview"]');
    this.latestHref = page.getByTestId("latest-href");
    this.serverStatus = page.getByTestId("server-status");
    this.tools = page.getByRole("toolbar", { name: "Editor tools" });
    this.selection = this.frame.locator('[data-outline="primary"], [data-outline="component"]');
    this.navigator = page.getByRole("tree", { name: "Page elements" });
    this.properties = new PropertiesPanel(page);
    this.aiRequest = page.getByLabel("What should change?");
    this.suggestions = page.getByRole("list", { name: "Suggested changes" });
  }

  url(pagePath = "/"): string {
    return `/editor?path=${pagePath}&canvas=${this.canvas}`;
  }

  async goto(pagePath = "/") {
    const url = this.url(pagePath);
    // The dev server may still be reloading pages for the test before's last change, which aborts a navigation.
    await this.page.goto(url).catch(() => this.page.goto(url));
  }

  /** Waits until the frame has loaded the page at pagePath and its helper runs. */
  async expectFrameAt(pagePath: string, timeout = 60_000) {
    await expect(this.latestHref).toHaveText(new RegExp(`${pagePath.replace(/\//g, "\\/")}$`), { timeout });
  }

  tool(name: EditorTool): Locator {
    return this.tools.getByRole("button", { name, exact: true });
  }

  async undo() {
    await this.tool("Undo").click();
  }

  /** The outlines of one kind drawn in the frame, or all of them. */
  outline(kind?: "primary" | "secondary" | "move"): Locator {
    return this.frame.locator(kind ? `[data-outline="${kind}"]` : "[data-outline]");
  }

  /** An outline's label: the element's name or its size. */
  outlineLabel(outline: Locator, label: "name" | "size"): Locator {
    return outline.locator(`[data-label="${label}"]`);
  }

  /** The framed page's own elements of one tag inside main: those that carry a codebase id. */
  sourced(tag: "h1" | "h2" | "p"): Locator {
    return this.frame.locator(`main ${tag}[data-codebase-id]`);
  }

  /** The framed element with this codebase id. */
  element(codebaseId: string): Locator {
    return this.frame.locator(`[data-codebase-id="${codebaseId}"]`);
  }

  navigatorItem(name: RegExp): Locator {
    return this.navigator.getByRole("button", { name });
  }

  /**
   * Clicks the element until the outline shows it selected: right after a change the frame may still be reloading
   * under the pointer.
   */
  async expectClickToSelect(element: Locator, outline: Locator = this.selection) {
    await expect(async () => {
      await element.click({ timeout: 5_000 });
      await expect(outline).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  }

  async expectEditing(element: Locator, options?: { timeout?: number }) {
    await expect(element).toHaveAttribute("contenteditable", "plaintext-only", options);
  }

  async expectNotEditing(element: Locator) {
    await expect(element).not.toHaveAttribute("contenteditable");
  }

  /** Selects all of the element's text being edited and types text in its place. */
  async replaceText(element: Locator, text: string) {
    await element.press("ControlOrMeta+a");
    await element.pressSequentially(text);
  }

  /** Leaves the element being edited, as a click elsewhere would. */
  async leave(element: Locator) {
    await element.evaluate((node) => (node as HTMLElement).blur());
  }

  /** The text selected in the frame's document. */
  async frameSelection(): Promise<string | undefined> {
    return this.frame.locator("body").evaluate((body) => body.ownerDocument.getSelection()?.toString());
  }

  /** Asks AI mode for a change to the selection. */
  async askAi(request: string) {
    await this.aiRequest.fill(request);
    await this.page.getByRole("button", { name: "Suggest changes" }).click();
  }

  async applySuggestions() {
    await this.page.getByRole("button", { name: /^Apply \d+ changes?$/ }).click();
  }
}
