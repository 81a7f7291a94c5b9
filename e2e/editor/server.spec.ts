// The editor's dev server: reached at 127.0.0.1, closed to anyone but the owner, and restarted under an open
// editor. Sorted last of the editor's files on purpose: its last test restarts the dev server they all share.
import { expect, skipUnlessEditorServer, test } from "./fixtures";
import { canvas, openEditor, owner, password, resend } from "./support";

skipUnlessEditorServer();

// How long the editor must stay put after a dev-server restart: the reload loop this guards against reloaded the
// editor and its frame every few seconds.
const editorRestartQuietMs = 8_000;

test("the development server answers at 127.0.0.1 as at localhost: the page comes alive and the owner signs in there", async ({
  page,
  sitePage,
  authDialog,
}) => {
  const loopback = new URL(process.env.E2E_EDITOR_BASE_URL ?? "");
  loopback.hostname = "127.0.0.1";
  await page.goto(`${loopback.origin}/`);
  // The dialog opens only once the page's scripts run, which `next dev` serves only to the hosts it allows.
  await sitePage.signInButton.click();
  await authDialog.signIn(owner, password);
  await page.waitForURL((url) => url.hostname === "127.0.0.1" && url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
});

test("refuses anyone but the owner: the API and the editor page answer 403", async ({ page }) => {
  await page.goto("/");
  const response = await page.request.post(`/api/canvases/${canvas}/activities/undoChangeToFiles`, {
    ...resend,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(403);
  const screen = await page.goto("/editor?path=/");
  expect(screen?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "403: not an owner" })).toBeVisible();
  await expect(page.getByText("The editor is open only to the site's owners.")).toBeVisible();
});

// Last in the last file on purpose: it restarts the dev server that every editor test shares (this project runs its
// files in one worker, in name order), and leaves it healthy again for a rerun.
test("after the dev server restarts under an open editor, the editor reloads once and its frame is ready again", async ({
  page,
}) => {
  const control = process.env.E2E_EDITOR_CONTROL_URL;
  test.skip(!control, "restarts the editor's dev server through npm run test:e2e's control port");
  // Known defect, left open: after a restart the editor and its frame can keep reloading each other for minutes,
  // each load of one followed by a `next dev` compile pass and a load of the other (seen in one run of three on two
  // busy cores; what makes them reload is not pinned down). Until the editor breaks that loop this test would fail
  // at random.
  test.fixme(true, "the editor and its frame can reload each other for minutes after a dev-server restart");
  test.setTimeout(480_000);
  const editor = await openEditor(page, "/payment-cancelled");

  // Page loads of the editor and of its frame from here on, and the editor's documents that came of them.
  const loads = { editor: 0, frame: 0 };
  let editorDocuments = 0;
  page.on("domcontentloaded", () => (editorDocuments += 1));
  // What the pages' hot-reload clients said, to tell a reload loop's cause when there is one.
  const said: string[] = [];
  page.on("console", (message) => {
    if (/\[HMR\]|\[Fast Refresh\]|turbopack/i.test(message.text())) said.push(message.text().slice(0, 200));
  });
  page.on("request", (request) => {
    if (!request.isNavigationRequest()) return;
    if (request.frame() === page.mainFrame()) loads.editor += 1;
    else loads.frame += 1;
  });
  const restarted = await page.request.post(`${control}/restart`, { timeout: 300_000 });
  expect(restarted.status()).toBe(200);

  // The editor notices the new server and reloads; the restarted server compiles the editor and the page again,
  // which takes minutes on a busy two-core machine.
  const told = () =>
    `${loads.editor} editor and ${loads.frame} frame loads; the pages said: ${said.slice(-6).join(" | ")}`;
  await expect
    .poll(() => editorDocuments, { message: `the editor did not reload (${told()})`, timeout: 240_000 })
    .toBeGreaterThanOrEqual(1);
  await editor.expectFrameAt("/payment-cancelled", 240_000);
  // The frame's helper runs again: the heading under the pointer is outlined.
  await editor.sourced("h1").hover();
  await expect(editor.outline("secondary")).toHaveCount(1);
  // And it stays: a reload loop would load the editor or its frame again within seconds.
  const settled = { ...loads };
  await page.waitForTimeout(editorRestartQuietMs);
  expect(loads, `the editor kept reloading after the restart (${told()})`).toEqual(settled);
  expect(loads.editor).toBeLessThanOrEqual(2);
  expect(loads.frame).toBeLessThanOrEqual(4);
});
