// Structure changes from the toolbar, the keyboard and a drag: delete, wrap, move, and a refused duplicate.
import { readFileSync } from "node:fs";

import { expect, skipUnlessEditorServer, test } from "./fixtures";
import { openEditor, sourceOf } from "./support";

skipUnlessEditorServer();

test("the toolbar and keyboard change the structure: Delete removes the selection, Escape clears it, Ctrl+Z undoes", async ({
  page,
}) => {
  const editor = await openEditor(page, "/payment-cancelled");
  const paragraph = editor.sourced("p").first();
  const codebaseId = (await paragraph.getAttribute("data-codebase-id")) ?? "";
  const { file, original } = await sourceOf(page, codebaseId);

  await paragraph.click();
  await expect(editor.outline("primary")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(editor.outline("primary")).toHaveCount(0);
  await expect(editor.tool("Delete")).toBeDisabled();

  await paragraph.click();
  await editor.tool("Wrap in div").click();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).not.toBe(original);
  expect(readFileSync(file, "utf8")).toMatch(/<div>\s*<p className="text-lg/);
  // Ids follow the source's structure: once the frame shows the wrapper, it has the paragraph's id, the paragraph a new one.
  await expect(editor.element(`${codebaseId}_0`)).toHaveCount(1, { timeout: 60_000 });
  await page.keyboard.press("ControlOrMeta+z");
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
  await expect(editor.element(`${codebaseId}_0`)).toHaveCount(0, { timeout: 60_000 });

  // Delete: gone from the preview at once, then from the source, and the page around it keeps working. (Ids
  // follow the structure, so once the paragraph is gone its id names the element after it: it is found by its text.)
  const errorScreen = editor.frame.getByRole("heading", { name: "Something Went Wrong" });
  const heading = editor.sourced("h1");
  const deleted = editor.frame.locator("main p", { hasText: "No charges were made." });
  await editor.expectClickToSelect(editor.element(codebaseId), editor.outline("primary"));
  await page.keyboard.press("Delete");
  await expect(deleted).toBeHidden({ timeout: 3_000 });
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).not.toContain("No charges were made.");
  await expect(deleted).toHaveCount(0, { timeout: 60_000 });
  await expect(heading).toHaveText("Payment cancelled");
  await expect(errorScreen).toHaveCount(0);
  await editor.undo();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
  await expect(deleted).toBeVisible({ timeout: 60_000 });
  await expect(errorScreen).toHaveCount(0);

  // The next edit lands where it was meant to: the heading moves below the paragraph, in this page's file.
  await editor.expectClickToSelect(heading, editor.outline("primary"));
  await page.keyboard.press("Alt+ArrowDown");
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toMatch(/<p className="text-lg[^]*<h1 /);
  await editor.undo();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
  await expect(errorScreen).toHaveCount(0);
});

test("a duplicate that would give a Slot (asChild) a second child is refused before anything is written, and says why", async ({
  page,
}) => {
  const editor = await openEditor(page, "/payment-cancelled");
  // "Try Again" is the one child of <Button asChild>, which renders it in its own place.
  const link = editor.frame.getByRole("link", { name: "Try Again" });
  const codebaseId = (await link.getAttribute("data-codebase-id")) ?? "";
  const { file, original } = await sourceOf(page, codebaseId);
  await editor.expectClickToSelect(link);
  await editor.tool("Duplicate").click();
  await expect(
    page.getByText("<Button asChild> takes exactly one child, which it renders in its own place, so it can't hold 2.", {
      exact: false,
    }),
  ).toBeVisible({ timeout: 30_000 });
  expect(readFileSync(file, "utf8")).toBe(original);
  await expect(editor.frame.getByRole("link", { name: "Try Again" })).toHaveCount(1, { timeout: 30_000 });
  await expect(editor.frame.getByRole("heading", { level: 1 })).toHaveText("Payment cancelled");
});

test("Move down and Move up (Alt+arrows) move the selection among its siblings without a mouse drag; Undo puts it back", async ({
  page,
}) => {
  const editor = await openEditor(page, "/payment-cancelled");
  const heading = editor.sourced("h1");
  const { file, original } = await sourceOf(page, (await heading.getAttribute("data-codebase-id")) ?? "");
  await heading.click();
  await expect(editor.tool("Move up")).toBeDisabled();
  await editor.tool("Move down").click();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).not.toBe(original);
  const moved = readFileSync(file, "utf8");
  expect(moved.indexOf('<p className="text-lg')).toBeLessThan(moved.indexOf("<h1"));
  await editor.undo();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
});

test("dragging the selection past 20 px drops it where the pointer lets go, with a dashed move outline on the way; Undo puts it back", async ({
  page,
}) => {
  const editor = await openEditor(page, "/payment-cancelled");
  const heading = editor.sourced("h1");
  const paragraph = editor.sourced("p").first();
  const { file, original } = await sourceOf(page, (await heading.getAttribute("data-codebase-id")) ?? "");
  await heading.click();
  const from = await heading.boundingBox();
  const to = await paragraph.boundingBox();
  if (!from || !to) throw new Error("the heading and the paragraph are on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 2 });
  await expect(editor.outline("move")).toHaveCount(0);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.9, { steps: 8 });
  await expect(editor.outline("move")).toHaveCount(1);
  await page.mouse.up();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).not.toBe(original);
  const moved = readFileSync(file, "utf8");
  expect(moved.indexOf('<p className="text-lg')).toBeLessThan(moved.indexOf("<h1"));
  await editor.undo();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
});
