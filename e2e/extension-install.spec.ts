import { createHash } from "node:crypto";

import { expect, test } from "./fixtures";
import { trialUser } from "./support/accounts";

test.describe("installing the extension from the profile", () => {
  test("offers this server's zip for the browser in use, and the file it serves has the checksum shown", async ({
    page,
  }) => {
    await trialUser(page, "extension-install");
    await page.goto("/profile");
    const install = page.getByTestId("extension-install");
    const first = install.getByRole("region").first();
    await expect(first.getByRole("heading")).toHaveText("For your browser: Chrome, Edge or Brave");
    await expect(install.getByRole("region", { name: "For Firefox" })).toBeVisible();
    const link = first.getByRole("link", { name: /^Download for Chrome, Edge or Brave \(\d+ KB\)$/ });
    // The checksum is for whoever asks for it, behind a disclosure.
    await first.getByText("Verify the download").click();
    const shown = await first.locator("code").first().textContent();
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    const file = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(file.status()).toBe(200);
    const body = await file.body();
    expect(body.subarray(0, 2).toString()).toBe("PK");
    expect(createHash("sha256").update(body).digest("hex")).toBe(shown);
  });
});
