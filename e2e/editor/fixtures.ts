// The editor's specs run on its dev server with Playwright's own context (no client address or cookie answer of
// the shared fixtures) and the page objects; the owner is prepared once per worker, as the files run in one.
import { pageObjectsTest } from "../fixtures";
import { prepareOwner, root } from "./support";

export { expect } from "../fixtures";

export const test = pageObjectsTest.extend<object, { preparedOwner: void }>({
  // The owner signs up and confirms once for the whole worker, and the dev server compiles the editor and its
  // frame before the first test's clock starts: on a busy machine a first compile takes a while. Its own timeout
  // is the editor project's test timeout, as a beforeAll's was.
  preparedOwner: [
    async ({ browser }, provide) => {
      await prepareOwner(browser);
      await provide();
    },
    { scope: "worker", auto: true, timeout: 300_000 },
  ],
});

/** Skips the calling file's tests unless `npm run test:e2e` started the editor's dev server. */
export function skipUnlessEditorServer(): void {
  test.skip(!process.env.E2E_EDITOR_BASE_URL || !root, "runs on the editor's dev server (npm run test:e2e starts it)");
}
