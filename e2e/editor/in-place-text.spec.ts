// Text edited in the editor: through the editText route from the page's ids, in place in the frame (static
// text, a <Button asChild> link, page data, a button's label, one item of a mapped list), and where each marketing
// page's text is written or computed; Undo takes each back.
import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, skipUnlessEditorServer, test } from "./fixtures";
import {
  canvas,
  openEditor,
  openHeroHeading,
  resend,
  root,
  signInAsOwner,
  sourceOf,
  staticTextTarget,
} from "./support";

skipUnlessEditorServer();

test("a text change from the page's ids is written to the source, shown after reload, and undone", async ({ page }) => {
  await page.goto("/");
  await signInAsOwner(page);
  const origin = { origin: new URL(page.url()).origin };
  const target = await staticTextTarget(page, page);
  const file = path.join(root, target.entry.file);
  const original = readFileSync(file, "utf8");

  const newText = "Written by the Hookline editor end-to-end test";
  const reference = {
    codebaseId: target.entry.codebaseId,
    filePath: target.entry.file,
    line: target.entry.line,
    column: target.entry.column,
  };
  const edited = await page.request.post(`/api/canvases/${canvas}/parseAndMutate/mutate/editText`, {
    ...resend,
    data: { element: reference, oldText: target.text, newText },
    headers: origin,
  });
  expect(edited.status()).toBe(200);
  expect(await edited.json()).toEqual({
    changedFiles: [target.entry.file],
    newIds: [target.entry.codebaseId],
    notices: [],
  });
  expect(readFileSync(file, "utf8")).toContain(newText);

  // Ids follow structure, so the element keeps its id through the text change and the reload.
  await expect(async () => {
    await page.reload();
    await expect(page.locator(`[data-codebase-id="${target.entry.codebaseId}"]`)).toHaveText(newText, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 120_000 });

  const undone = await page.request.post(`/api/canvases/${canvas}/activities/undoChangeToFiles`, {
    ...resend,
    headers: origin,
  });
  expect(undone.status()).toBe(200);
  expect(readFileSync(file, "utf8")).toBe(original);
  await expect(async () => {
    await page.reload();
    await expect(page.locator(`[data-codebase-id="${target.entry.codebaseId}"]`)).toHaveText(target.text, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 120_000 });
});

test("double-click edits an h1's text in the frame; blur writes the source, the frame shows it after reload, and Undo takes it back", async ({
  page,
}) => {
  const editor = await openEditor(page, "/payment-cancelled");
  const heading = editor.sourced("h1");
  await expect(heading).toHaveText("Payment cancelled");
  const codebaseId = (await heading.getAttribute("data-codebase-id")) ?? "";
  const { file, original } = await sourceOf(page, codebaseId);

  await heading.dblclick();
  await editor.expectEditing(heading);
  await editor.replaceText(heading, "Typed in the Hookline editor");
  await editor.leave(heading);
  await editor.expectNotEditing(heading);
  await expect
    .poll(() => readFileSync(file, "utf8"), { timeout: 30_000 })
    .toContain(">Typed in the Hookline editor</h1>");
  await expect(async () => {
    await page.reload();
    await expect(editor.element(codebaseId)).toHaveText("Typed in the Hookline editor", { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });

  await editor.expectFrameAt("/payment-cancelled");
  await editor.undo();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
});

test("text in place inside a <Button asChild> link: Escape cancels, Enter writes the source, Undo takes it back", async ({
  page,
}) => {
  const editor = await openEditor(page, "/payment-cancelled");
  const codebaseId =
    (await editor.frame.getByRole("link", { name: "Try Again" }).getAttribute("data-codebase-id")) ?? "";
  const link = editor.element(codebaseId);
  const { file, original } = await sourceOf(page, codebaseId);

  await link.dblclick();
  await editor.expectEditing(link);
  await link.pressSequentially(" now");
  await link.press("Escape");
  await editor.expectNotEditing(link);
  await expect(link).toHaveText("Try Again");

  await link.dblclick();
  await editor.expectEditing(link);
  // Ctrl/Cmd+A takes the link's own text, not the page's.
  await link.press("ControlOrMeta+a");
  expect(await editor.frameSelection()).toBe("Try Again");
  await link.pressSequentially("Pick a plan again");
  await link.press("Enter");
  await editor.expectNotEditing(link);
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toContain(">Pick a plan again</SiteLink>");
  await expect(link).toHaveText("Pick a plan again");

  await editor.expectFrameAt("/payment-cancelled");
  await editor.undo();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
});

test("the hero heading, whose text lives in content/pages/landing.ts, is edited in place and written there; text computed in code says where", async ({
  page,
}) => {
  const { editor, heading, file, original, landing, landingOriginal } = await openHeroHeading(page);

  // The line the hero's title is written on in the page data, counted from 1.
  const titleLine = landingOriginal.split("\n").findIndex((line) => line.trimStart().startsWith("title: ")) + 1;
  expect(titleLine).toBeGreaterThan(0);
  await heading.click();
  await expect(page.getByText(`Written in content/pages/landing.ts, line ${titleLine}.`)).toBeVisible({
    timeout: 30_000,
  });
  await heading.dblclick();
  await editor.expectEditing(heading, { timeout: 30_000 });
  await editor.replaceText(heading, "Copy that sounds like your brand");
  await heading.press("Enter");
  await expect
    .poll(() => readFileSync(landing, "utf8"), { timeout: 30_000 })
    .toContain('title: "Copy that sounds like your brand",');
  // The page that shows it is left as it was: the copy lives in the page data.
  expect(readFileSync(file, "utf8")).toBe(original);
  await expect(async () => {
    await page.reload();
    await expect(editor.frame.locator("main h1")).toHaveText("Copy that sounds like your brand", { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });

  await editor.expectFrameAt("/");
  await editor.undo();
  await expect.poll(() => readFileSync(landing, "utf8"), { timeout: 30_000 }).toBe(landingOriginal);

  // The pricing intro is a template with the trial's days in it: nothing opens, and the toast names the line.
  const intro = editor.frame.locator("#pricing p", { hasText: "-day free trial" });
  await intro.dblclick();
  await expect(page.getByText(/This text is computed in app\/\(marketing\)\/page\.tsx at line \d+/)).toBeVisible({
    timeout: 30_000,
  });
  await editor.expectNotEditing(intro);
});

test("the marketing pages' headings, paragraphs and buttons: each text is editable where it is written, or the editor names where it is computed", async ({
  page,
}) => {
  await signInAsOwner(page);
  const origin = { origin: new URL(process.env.E2E_EDITOR_BASE_URL ?? "").origin };
  const computed: string[] = [];
  let editable = 0;
  for (const pagePath of ["/", "/features", "/use-cases"]) {
    await page.goto(pagePath);
    const targets = await page
      .locator("main")
      .locator("h1, h2, h3, p, button, a")
      .evaluateAll((elements) =>
        elements.flatMap((element) => {
          const id = element.getAttribute("data-codebase-id");
          const direct = Array.from(element.childNodes).some(
            (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
          );
          // Plan names and prices come from the billing configuration, which the editor does not change.
          const fromConfig = element.closest("#pricing article") !== null;
          return id && direct && !fromConfig && element.checkVisibility()
            ? [{ id, tag: element.tagName.toLowerCase(), text: (element.textContent ?? "").trim() }]
            : [];
        }),
      );
    expect(targets.length).toBeGreaterThan(5);
    for (const target of targets) {
      const answer = await page.request.post(`/api/canvases/${canvas}/elements/text-origin`, {
        ...resend,
        data: { codebaseId: target.id, text: target.text },
        headers: origin,
      });
      expect(answer.status()).toBe(200);
      const body = (await answer.json()) as { editable: boolean; file: string; line: number; message?: string };
      if (body.editable) editable += 1;
      else computed.push(`${pagePath} <${target.tag}> “${target.text.slice(0, 60)}”: ${body.message}`);
    }
  }
  console.log(`${editable} editable; computed in code:\n${computed.join("\n")}`);
  // Headings, buttons and links are all editable; a paragraph may be built from numbers in the configuration (the
  // trial's days, the plans' limits), and then the editor names the file and line that computes it.
  expect(computed.filter((line) => /<(h1|h2|h3|button|a)>/.test(line))).toEqual([]);
  for (const line of computed) expect(line).toMatch(/ in \S+\.tsx? at line \d+, so it can't be edited here/);
  expect(editable).toBeGreaterThan(3 * computed.length);
});

test("a space typed into a button's label is written, and the button is not pressed", async ({ page }) => {
  const editor = await openEditor(page, "/");
  // Where the frame goes: a pressed button leads to the dashboard (or opens the sign-up view).
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) navigations.push(frame.url());
  });
  const codebaseId =
    (await editor.frame
      .locator("main button[data-codebase-id]", { hasText: "Start Your Free Trial" })
      .first()
      .getAttribute("data-codebase-id")) ?? "";
  const button = editor.element(codebaseId).first();
  // The label is written where this button is used, as its children: the component's default stays for the others.
  const { file, original } = await sourceOf(page, codebaseId);

  await button.dblclick();
  await editor.expectEditing(button);
  await editor.replaceText(button, "Try it free today");
  await button.press("Enter");
  await editor.expectNotEditing(button);
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toContain(">Try it free today</");
  await expect(button).toHaveText("Try it free today");
  // A hot reload refreshes the page where it is; a press would have gone to the dashboard.
  expect(navigations.map((url) => new URL(url).pathname).filter((pathname) => pathname !== "/")).toEqual([]);
  await expect(editor.frame.getByRole("dialog")).toHaveCount(0);

  await editor.undo();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
});

test("a title edited in one item of a mapped list shows on that item only, and Undo shows the original titles without a reload", async ({
  page,
}) => {
  const editor = await openEditor(page, "/");
  const titles = editor.frame.locator("main details h3[data-codebase-id]");
  const originals = await titles.allInnerTexts();
  expect(originals.length).toBeGreaterThan(2);
  // One source element, several items.
  expect(
    new Set(await titles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-codebase-id")))).size,
  ).toBe(1);
  const landing = path.join(root, "content/pages/landing.ts");
  const landingOriginal = readFileSync(landing, "utf8");
  // Loads of the framed page (a hot reload's refresh of the page's data is not one).
  let reloads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() !== page.mainFrame()) reloads += 1;
  });

  const second = titles.nth(1);
  await second.dblclick();
  await editor.expectEditing(second);
  await editor.replaceText(second, "Can I edit one question only?");
  await second.press("Enter");
  await editor.expectNotEditing(second);
  const edited = originals.map((title, index) => (index === 1 ? "Can I edit one question only?" : title));
  await expect(titles).toHaveText(edited);
  await expect
    .poll(() => readFileSync(landing, "utf8"), { timeout: 30_000 })
    .toContain('"Can I edit one question only?"');
  await expect(titles).toHaveText(edited);

  await editor.undo();
  await expect.poll(() => readFileSync(landing, "utf8"), { timeout: 30_000 }).toBe(landingOriginal);
  await expect(titles).toHaveText(originals, { timeout: 60_000 });
  expect(reloads).toBe(0);
});
