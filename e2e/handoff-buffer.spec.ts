import { readFile } from "node:fs/promises";

import { validBrief } from "../lib/campaigns/test-brief";
import { expect, test } from "./fixtures";
import { CampaignPage } from "./pages/campaign-pages";
import { origin, trialUser } from "./support/accounts";
import { queryRows } from "./support/database";

// The browser's clock is Los Angeles': the dialog starts on it, and 09:00 there is written as 09:00.
test.use({ timezoneId: "America/Los_Angeles" });

const brief = { ...validBrief, channels: ["x", "linkedin"] };

test("the Buffer export shows what is held and downloads the posts at 09:00 on the browser's clock @mobile", async ({
  page,
}) => {
  await trialUser(page, "buffer-export");
  const opened = await page.request.post("/api/campaigns", { data: brief, headers: origin(page) });
  expect(opened.status()).toBe(201);
  const { id } = (await opened.json()) as { id: string };
  // Written as the fan-out would leave it, without waiting for it: one X post to export and one over X's limit.
  await queryRows("UPDATE campaigns SET status = 'done' WHERE id = $1", [id]);
  const insert = `INSERT INTO campaign_assets (campaign_id, channel, slot, pillar, key_messages, text, status, updated_at)
    VALUES ($1, 'x', $2, 0, '{0}', $3, 'done', now())`;
  await queryRows(insert, [id, 0, '@hookline "ships" today']);
  await queryRows(insert, [id, 1, "a".repeat(281)]);
  const campaign = (await (await page.request.get(`/api/campaigns/${id}`)).json()) as {
    assets: { channel: string; slot: number; date: string }[];
  };
  const date = campaign.assets.find((asset) => asset.channel === "x" && asset.slot === 0)?.date;

  await page.goto(`/campaigns/${id}`);
  await expect(new CampaignPage(page).status).toHaveText("Done");
  await page.getByRole("button", { name: "Export for Buffer" }).click();
  const dialog = page.getByRole("dialog", { name: "Export for Buffer" });
  await expect(dialog.getByRole("combobox", { name: "Time zone" })).toHaveValue("America/Los_Angeles");
  const summary = dialog.getByTestId("buffer-summary");
  await expect(summary).toContainText("spring-launch-x.csv (1 post)");
  await expect(summary).toContainText("X 2 is 281 of 280 weighted characters: shorten it to hand it over.");

  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("spring-launch-x.csv");
  const [header, row] = (await readFile(await file.path(), "utf8")).split("\r\n");
  expect(header).toBe("Text,Image URL,Tags,Posting Time");
  expect(row).toBe(`"@hookline ""ships"" today","","","${date} 09:00"`);
  await expect(dialog.getByRole("status")).toHaveText("Downloaded spring-launch-x.csv.");
});
