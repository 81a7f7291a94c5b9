// Opening the editor: the framed page's outlines, selection, multi-select, AI mode and drive mode, and the routes
// saving goes through, compiled as it opens.
import { expect, skipUnlessEditorServer, test } from "./fixtures";
import { canvas, openEditor, resend } from "./support";

skipUnlessEditorServer();

test("the editor frames a page: hover and select outlines, multi-select, AI mode, and drive mode that survives a reload", async ({
  page,
}) => {
  const editor = await openEditor(page);
  const headings = editor.sourced("h2");
  await headings.first().hover();
  await expect(editor.outline("secondary")).toHaveCount(1);

  await headings.first().click();
  const primary = editor.selection;
  await expect(primary).toHaveCount(1);
  expect(await primary.evaluate((element) => getComputedStyle(element).outlineColor)).toMatch(
    /^rgb\((69, 151, 247|97, 131, 228)\)$/,
  );
  expect(await primary.evaluate((element) => getComputedStyle(element).zIndex)).toBe("2000000002");
  await expect(editor.outlineLabel(primary, "name")).not.toBeEmpty();
  await expect(editor.outlineLabel(primary, "size")).toHaveText(/^\d+ × \d+$/);
  expect(await editor.outlineLabel(primary, "name").evaluate((element) => getComputedStyle(element).fontSize)).toBe(
    "20px",
  );

  await headings.nth(1).click({ modifiers: ["Shift"] });
  await expect(editor.outline("secondary")).not.toHaveCount(0);

  await editor.tool("AI mode").click();
  await expect
    .poll(() => primary.evaluate((element) => getComputedStyle(element).outlineColor))
    .toMatch(/^rgb\((104, 88, 245|82, 70, 194)\)$/);

  await editor.tool("Drive mode").click();
  await expect(editor.outline()).toHaveCount(0);
  await page.reload();
  await expect(editor.tool("Drive mode")).toHaveAttribute("aria-pressed", "true");
  await editor.expectFrameAt("/");
  await editor.sourced("h2").first().hover();
  await editor.sourced("h2").first().click();
  await expect(editor.outline()).toHaveCount(0);
});

test("opening the editor compiles the routes saving goes through, saying so until they are ready", async ({ page }) => {
  // The GETs the editor sends to routes that answer POST only: each one compiles its route, and changes nothing.
  const prepared = new Set<string>();
  page.on("response", (response) => {
    if (response.request().method() === "GET" && response.status() === 405)
      prepared.add(new URL(response.url()).pathname);
  });
  // A browser that has not opened the editor since the dev server started.
  const editor = await openEditor(page, "/payment-cancelled", { fresh: true });
  // The editor opens saying so (as the server renders it, before any route is ready)...
  const opened = await page.request.get(editor.url("/payment-cancelled"), resend);
  expect((await opened.text()).replaceAll("<!-- -->", "")).toContain("Preparing the editor: 0 of 6 routes compiled");
  // ...until they are.
  await expect(editor.serverStatus).toHaveText("", { timeout: 60_000 });
  // Each of them, so the first save meets a compiled route (npm run bench:editor-first-save times it).
  expect([...prepared].sort()).toEqual(
    [
      "activities/applyChangeSet",
      "activities/redoChangeToFiles",
      "activities/undoChangeToFiles",
      "ai/suggestChanges",
      "elements/text-origin",
      "parseAndMutate/mutate/editText",
    ].map((route) => `/api/canvases/${canvas}/${route}`),
  );
});
