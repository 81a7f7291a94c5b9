// The navigator and the properties panel: a class added shown at once and written, one the component's own
// styles beat, and the selection's rules and styles.
import { readFileSync } from "node:fs";

import { expect, skipUnlessEditorServer, test } from "./fixtures";
import { openEditor, sourceOf, staticTextTarget } from "./support";

skipUnlessEditorServer();

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

test("a class added in the properties panel shows on the element at once and is written to the file; Undo restores both", async ({
  page,
}) => {
  const editor = await openEditor(page);
  const { entry: target } = await staticTextTarget(page, editor.frame);
  const element = editor.element(target.codebaseId);
  const { file, original } = await sourceOf(page, target.codebaseId);
  const className = "decoration-wavy";
  expect(await element.getAttribute("class")).not.toContain(className);

  await element.click();
  const properties = editor.properties;
  await expect(properties.heading(target.tagName)).toBeVisible();
  await properties.addClass(className);

  // At once: the frame shows the class before the dev server has rebuilt anything.
  await expect(element).toHaveClass(new RegExp(`(^| )${className}( |$)`), { timeout: 3_000 });
  await expect(properties.removeClassButton(className)).toBeVisible();
  await expect
    .poll(() => count(readFileSync(file, "utf8"), className), { timeout: 30_000 })
    .toBe(count(original, className) + 1);

  await editor.undo();
  // Undo takes the class off the element at once, but the page may still be re-rendering the first write's file (hot
  // reload under load), which brings it back until the undo's own write reaches the page: the end state is what counts.
  await expect(element).not.toHaveClass(new RegExp(`(^| )${className}( |$)`), { timeout: 30_000 });
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
});

test("a class that the component's own styles beat is said at once, naming the winner; Undo takes the class back", async ({
  page,
}) => {
  const editor = await openEditor(page, "/payment-cancelled");
  // "Try Again" is a <Button asChild><SiteLink>: the variant gives it bg-primary, which Tailwind orders after bg-muted.
  const link = editor.frame.getByRole("link", { name: "Try Again" });
  const codebaseId = (await link.getAttribute("data-codebase-id")) ?? "";
  const { file, original } = await sourceOf(page, codebaseId);
  await expect(link).toHaveClass(/(^| )bg-primary( |$)/);
  await editor.expectClickToSelect(link);

  await editor.properties.addClass("bg-muted");
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toContain('className="bg-muted"');
  // Said once the class is written: bg-primary is not the link's own class, so only ! overrides it.
  await expect(page.getByText("bg-muted changes nothing here")).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText("bg-primary comes from the component's own styles; use !bg-muted to override it here."),
  ).toBeVisible();

  await editor.undo();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
});

test("the navigator lists the page's elements and selects in the frame; the properties panel shows the selection's rules and styles", async ({
  page,
}) => {
  const editor = await openEditor(page, "/payment-cancelled");
  const item = editor.navigatorItem(/^h1\s*Payment cancelled/);
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.click();
  await expect(editor.outline("primary")).toHaveCount(1);
  await expect(editor.outlineLabel(editor.outline("primary"), "name")).toHaveText("h1");
  const properties = editor.properties;
  await expect(properties.classes).toContainText("font-bold");
  await expect(properties.rules).toContainText(".font-bold");
  await properties.showAllStylesButton.click();
  await expect(properties.style("font-weight")).toHaveValue("700");
});
