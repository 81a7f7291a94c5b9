import { describe, expect, it } from "vitest";

import { exportColumns } from "../library/export";
import { assetCopy, campaignCsv, campaignExportColumns, runsThroughout } from "./export";
import { testAsset, testCampaign } from "./test-campaign";

const ad = testAsset({
  id: "00000000-0000-4000-8000-000000000002",
  channel: "metaAd",
  pillar: 1,
  keyMessages: [0, 1],
  text: '=HYPERLINK("https://evil.example")',
  date: null,
});
const pending = testAsset({ id: "00000000-0000-4000-8000-000000000003", slot: 1, status: "pending", text: "" });

/** The rows of a CSV without quoted line breaks inside cells, split into cells on commas outside quotes. */
function rowsOf(csv: string): string[][] {
  const rows: string[][] = [[]];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      rows.at(-1)?.push(cell);
      cell = "";
    } else if (char === "\r" && csv[i + 1] === "\n") {
      rows.at(-1)?.push(cell);
      cell = "";
      rows.push([]);
      i += 1;
    } else cell += char;
  }
  return rows.filter((row) => row.length > 0);
}

describe("the campaign's CSV", () => {
  const csv = campaignCsv(testCampaign([testAsset(), ad, pending]));
  const [header, ...rows] = rowsOf(csv.replace(/^\uFEFF/, ""));
  const column = (row: string[] | undefined, name: (typeof campaignExportColumns)[number]) =>
    row?.[campaignExportColumns.indexOf(name)];

  it("has the library export's columns, then the campaign's own", () => {
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(header).toEqual([...exportColumns, "Campaign", "Channel", "Pillar", "Key messages", "Date"]);
  });

  it("has one row per written asset, with its campaign, channel, pillar and key messages", () => {
    expect(rows).toHaveLength(2);
    const [post, metaAd] = rows;
    expect(column(post, "Title")).toBe("Spring launch · X 1");
    expect(column(post, "Type")).toBe("Social post");
    expect(column(post, "ID")).toBe(testAsset().id);
    expect(column(post, "Campaign")).toBe("Spring launch");
    expect(column(metaAd, "Channel")).toBe("Meta ad");
    expect(column(metaAd, "Pillar")).toBe("Fit");
    expect(column(metaAd, "Key messages")).toBe("Onboard in two days, not two weeks\nEvery post fits its platform");
    expect(column(post, "Brief")).toContain("Link: https://hookline.example/spring?utm_source=x");
  });

  it("escapes a cell that a spreadsheet would run as a formula", () => {
    expect(column(rows[1], "Copy")).toBe('\'=HYPERLINK("https://evil.example")');
  });

  it("dates organic posts by their day, paid ads as running throughout, and the save time in UTC", () => {
    expect(column(rows[0], "Date")).toBe("2026-03-02");
    expect(column(rows[1], "Date")).toBe(runsThroughout);
    expect(column(rows[0], "Saved (UTC)")).toBe("2026-02-21 10:30:00");
  });
});

describe("an asset as a saved copy", () => {
  it("is filed under the library's kind and platform, its brief naming the campaign", () => {
    const copy = assetCopy(testCampaign([ad]), ad);
    expect(copy).toMatchObject({ contentType: "ads", title: "Spring launch · Meta ad 1" });
    expect(copy.parameters).toMatchObject({ platform: "facebook", campaign: "Spring launch", pillar: "Fit" });
    expect(copy.parameters).not.toHaveProperty("date");
  });
});
