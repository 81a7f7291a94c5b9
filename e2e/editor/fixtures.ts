// The editor's specs run on its dev server with Playwright's own context (no client address or cookie answer of
// the shared fixtures) and the page objects; the owner is prepared once per worker, as the files run in one.
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { pageObjectsTest } from "../fixtures";
import { prepareOwner, root } from "./support";

export { expect } from "../fixtures";

// A failed test ends its worker and the next one prepares the owner again. Once preparing has failed in this run
// (the workers' parent is the run's runner), the rest are skipped, as a failed beforeAll skips its file's tests:
// one failure to read, not twenty, and no sign-ups against the sign-in rate limit.
const preparingFailed = path.join(os.tmpdir(), `hookline-editor-owner-failed-${process.ppid}`);

type Preparation = { error?: unknown; failedBefore?: boolean };

export const test = pageObjectsTest.extend<{ ownerReady: void }, { preparedOwner: Preparation }>({
  // The owner signs up and confirms once for the whole worker, and the dev server compiles the editor and its
  // frame before the first test's clock starts: on a busy machine a first compile takes a while. Its own timeout
  // is the editor project's test timeout, as a beforeAll's was.
  preparedOwner: [
    async ({ browser }, provide) => {
      if (existsSync(preparingFailed)) return provide({ failedBefore: true });
      try {
        await prepareOwner(browser);
      } catch (error) {
        writeFileSync(preparingFailed, String(error));
        return provide({ error });
      }
      await provide({});
    },
    { scope: "worker", auto: true, timeout: 300_000 },
  ],
  ownerReady: [
    async ({ preparedOwner }, provide, testInfo) => {
      if (preparedOwner.error !== undefined) throw preparedOwner.error;
      testInfo.skip(preparedOwner.failedBefore === true, "preparing the editor's owner failed earlier in this run");
      await provide();
    },
    { auto: true },
  ],
});

/** Skips the calling file's tests unless `npm run test:e2e` started the editor's dev server. */
export function skipUnlessEditorServer(): void {
  test.skip(!process.env.E2E_EDITOR_BASE_URL || !root, "runs on the editor's dev server (npm run test:e2e starts it)");
}
