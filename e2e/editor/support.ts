// What the editor's specs share: the owner they sign in as, on the editor's dev server serving a temporary copy
// of the project, and the ways they open the editor and find an element's source.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Browser, type Cookie, type FrameLocator, type Page } from "@playwright/test";

import { EditorPage } from "../pages/editor-page";
import { confirmationLinkIn, waitForMail } from "../support/accounts";

export const root = process.env.E2E_EDITOR_ROOT ?? "";
export const owner = process.env.E2E_EDITOR_OWNER ?? "";
export const canvas = "home";

type IndexEntry = {
  codebaseId: string;
  file: string;
  line: number;
  column: number;
  tagName: string;
  staticText: boolean;
};

export const password = "editor-owner-password-1";

/**
 * For requests to `next dev`: a request sent on a kept-alive connection just as the dev server (5 s idle timeout,
 * not configurable there) closes it fails with ECONNRESET before the server reads it; browsers resend such a
 * request, and so does this (Playwright retries only ECONNRESET).
 */
export const resend = { maxRetries: 2 } as const;

let ownerCookies: Cookie[] = [];
/** What the owner's browser keeps once the editor has prepared its routes for this run of the dev server. */
let ownerStorage: Array<[key: string, value: string]> = [];

/**
 * The owner's browser as prepareOwner left it: signed in (signing in for every test would hit the sign-in rate limit),
 * the cookie question answered, so the banner covers nothing in the frame, and, unless `fresh`, the editor's routes
 * prepared for this run of the server, as in a browser that opened the editor before.
 */
export async function signInAsOwner(page: Page, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  await page.context().addCookies(ownerCookies);
  await page.context().addInitScript(
    (stored) => {
      window.localStorage.setItem("cookieConsent", "declined");
      for (const [key, value] of stored) window.localStorage.setItem(key, value);
    },
    fresh ? [] : ownerStorage,
  );
}

/**
 * The owner signs up and confirms (or signs in, when there already), and the dev server compiles the editor and
 * its frame; the cookies and what the owner's browser keeps are kept for signInAsOwner.
 */
export async function prepareOwner(browser: Browser): Promise<void> {
  const page = await browser.newPage({ baseURL: process.env.E2E_EDITOR_BASE_URL });
  await page.goto("/");
  const origin = { origin: new URL(page.url()).origin };
  // A worker started after a failed test finds the owner already there.
  if (
    (
      await page.request.post("/api/auth/sign-in/email", {
        ...resend,
        data: { email: owner, password },
        headers: origin,
      })
    ).status() !== 200
  ) {
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      ...resend,
      data: { name: "Site Owner", email: owner, password },
      headers: origin,
    });
    expect(signUp.status()).toBe(200);
    const token = new URL(
      confirmationLinkIn(await waitForMail(page.request, owner, /Confirm your email/, 0, 120_000)),
    ).hash.match(/access_token=([^&]+)/)?.[1];
    expect(
      (
        await page.request.post("/api/email-confirmation", {
          ...resend,
          data: { token },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await page.request.post("/api/auth/sign-in/email", {
          ...resend,
          data: { email: owner, password },
          headers: origin,
        })
      ).status(),
    ).toBe(200);
  }
  ownerCookies = await page.context().cookies();
  const editor = new EditorPage(page, canvas);
  for (const pagePath of ["/", "/payment-cancelled"]) {
    await page.goto(editor.url(pagePath));
    await editor.expectFrameAt(pagePath, 180_000);
    // The editor compiles the routes saving goes through when it opens; the first one waits until they are ready.
    await expect(editor.serverStatus).toHaveText("", { timeout: 300_000 });
  }
  ownerStorage = await page.evaluate(() =>
    Object.entries(window.localStorage).filter(([key]) => key.startsWith("hookline-")),
  );
  expect(ownerStorage.map(([key]) => key)).toEqual(["hookline-preparedRoutes"]);
  await page.close();
}

/**
 * An element whose text is static in the source, rendered once, visible and under the pointer (not a decoration
 * the pointer passes through), found from the page's own ids through the side index.
 */
export async function staticTextTarget(
  page: Page,
  scope: Page | FrameLocator,
): Promise<{ entry: IndexEntry; text: string }> {
  // Every element of the page's own components carries its codebase id; the side index resolves them.
  const ids = [
    ...new Set(
      await scope
        .locator("main [data-codebase-id]")
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-codebase-id") ?? "")),
    ),
  ];
  expect(ids.length).toBeGreaterThan(20);
  const resolved = await page.request.get(
    `/api/canvases/${canvas}/elements?ids=${ids.slice(0, 200).join(",")}`,
    resend,
  );
  expect(resolved.status()).toBe(200);
  const { elements } = (await resolved.json()) as { elements: IndexEntry[] };
  for (const entry of elements.filter((candidate) => candidate.staticText && /^[a-z]/.test(candidate.tagName))) {
    const located = scope.locator(`[data-codebase-id="${entry.codebaseId}"]`);
    // Reached by the pointer: not a decoration it passes through, and not covered by anything at its centre.
    const pointable = () =>
      located.evaluate((node) => {
        node.scrollIntoView({ block: "center" });
        const box = node.getBoundingClientRect();
        const hit = node.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return (
          getComputedStyle(node).pointerEvents !== "none" &&
          !node.closest('[aria-hidden="true"]') &&
          hit !== null &&
          node.contains(hit)
        );
      });
    if ((await located.count()) === 1 && (await located.isVisible()) && (await pointable()))
      return { entry, text: (await located.innerText()).trim() };
  }
  throw new Error("no element with static text on /");
}

/** The owner, signed in, on /editor with a page in the frame and the frame's helper running. */
export async function openEditor(page: Page, pagePath = "/", options: { fresh?: boolean } = {}): Promise<EditorPage> {
  await signInAsOwner(page, options);
  const editor = new EditorPage(page, canvas);
  await editor.goto(pagePath);
  await editor.expectFrameAt(pagePath);
  return editor;
}

/** Where the side index puts an element of the framed page, and its file as it is now. */
export async function sourceOf(
  page: Page,
  codebaseId: string,
): Promise<{ entry: IndexEntry; file: string; original: string }> {
  const resolved = await page.request.get(`/api/canvases/${canvas}/elements?ids=${codebaseId}`, resend);
  const [entry] = ((await resolved.json()) as { elements: IndexEntry[] }).elements;
  if (!entry) throw new Error(`the side index does not know ${codebaseId}`);
  const file = path.join(root, entry.file);
  return { entry, file, original: readFileSync(file, "utf8") };
}

/** The editor on "/", the hero heading in the frame, and the two files it comes from: the page and its page data. */
export async function openHeroHeading(page: Page) {
  const editor = await openEditor(page, "/");
  const heading = editor.sourced("h1");
  await expect(heading).toHaveText("Marketing copy that sounds like you, in seconds");
  const { file, original } = await sourceOf(page, (await heading.getAttribute("data-codebase-id")) ?? "");
  const landing = path.join(root, "content/pages/landing.ts");
  return { editor, heading, file, original, landing, landingOriginal: readFileSync(landing, "utf8") };
}
