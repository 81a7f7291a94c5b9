import type { TestInfo } from "@playwright/test";

let testsInWorker = 0;

/**
 * Each test is its own client, as real users are: the e2e server trusts one proxy hop (scripts/e2e.ts) and
 * Playwright plays that proxy, so each test context sends its own X-Forwarded-For. With one shared address, the
 * suite's sign-ups would run into the per-address limit (20 an hour) that protects the real sign-up form.
 */
export function clientAddressFor(testInfo: TestInfo): string {
  testsInWorker++;
  return `10.${testInfo.workerIndex % 256}.${(testsInWorker >> 8) % 256}.${testsInWorker % 256}`;
}
