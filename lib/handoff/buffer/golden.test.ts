// The files Buffer receives, compared byte for byte with the files under golden/. UPDATE_GOLDEN=1 writes them anew:
// read the difference before committing it.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { writtenAsset } from "@/tests/support/written-assets";

import type { CampaignAssetAnswer } from "../../campaigns/answer";
import { bufferFiles, type BufferCsvFile } from "./files";
import { addDays, campaignBufferPlan } from "./plan";

const folder = path.join(import.meta.dirname, "golden");

function expectGolden(file: BufferCsvFile) {
  const golden = path.join(folder, file.name);
  const bytes = Buffer.from(file.content, "utf8");
  if (process.env.UPDATE_GOLDEN === "1") writeFileSync(golden, bytes);
  expect(bytes.equals(readFileSync(golden)), `${file.name} differs from golden/${file.name}`).toBe(true);
}

function exportOf(assets: CampaignAssetAnswer[], freePlan = false, timeZone = "Europe/Berlin") {
  const { posts, held } = campaignBufferPlan({ assets, reviewRequired: false }, { timeZone, time: "09:00" });
  return { files: bufferFiles(posts, "spring-launch", freePlan), held };
}

describe("the Buffer files, byte for byte", () => {
  it("keeps emoji sequences, CJK, quotes, line breaks and leading @ = + - exactly as written", () => {
    const texts = [
      "Family day 👨‍👩‍👧‍👦 with flags 🇩🇪🇯🇵 and a thumbs up 👍🏽",
      "春のローンチ：新しい機能をお試しください。你好，世界！",
      'She said "ship it" and we did',
      "Line one\nLine two\n\nLine four",
      "@hookline is live",
      "=SUM(A1:A2) is not a formula here",
      "+1 for faster launches",
      "- three things we learned",
    ];
    const { files, held } = exportOf(texts.map((text, index) => writtenAsset("x", text, addDays("2027-04-01", index))));
    expect(held).toEqual([]);
    expect(files.map((file) => file.name)).toEqual(["spring-launch-x.csv"]);
    expectGolden(files[0]!);
  });

  it("exports an X post of 280 weighted characters and holds one of 281", () => {
    // Each CJK character weighs 2 on X: 140 of them are 280.
    const at280 = writtenAsset("x", "界".repeat(140), "2027-04-01");
    const at281 = writtenAsset("x", `${"界".repeat(140)}a`, "2027-04-02", { slot: 1 });
    const { files, held } = exportOf([at280, at281]);
    expect(files.map((file) => [file.name, file.rows])).toEqual([["spring-launch-x.csv", 1]]);
    expect(held).toEqual([
      {
        assetId: at281.id,
        channel: "x",
        reason: "over_limit",
        message: "X 2 is 281 of 280 weighted characters: shorten it to hand it over.",
      },
    ]);
    expectGolden({ ...files[0]!, name: "x-280.csv" });
  });

  it("exports an Instagram caption of 2,200 characters and holds one of 2,201", () => {
    const at2200 = writtenAsset("instagram", "ß".repeat(2200), "2027-04-01");
    const at2201 = writtenAsset("instagram", "ß".repeat(2201), "2027-04-02", { slot: 1 });
    const { files, held } = exportOf([at2200, at2201]);
    expect(held.map((post) => [post.assetId, post.message])).toEqual([
      [at2201.id, "Instagram 2 is 2,201 of 2,200 characters: shorten it to hand it over."],
    ]);
    expect(files).toHaveLength(1);
    expectGolden({ ...files[0]!, name: "instagram-2200.csv" });
  });

  it("splits 101 posts into a file of 100 and a file of 1", () => {
    const assets = Array.from({ length: 101 }, (_, index) =>
      writtenAsset("linkedin", `Post ${index + 1}`, addDays("2027-01-01", index)),
    );
    const { files } = exportOf(assets);
    expect(files.map((file) => [file.name, file.rows])).toEqual([
      ["spring-launch-linkedin-1.csv", 100],
      ["spring-launch-linkedin-2.csv", 1],
    ]);
    for (const file of files) expectGolden(file);
  });

  it("splits 11 posts into files of 10 and 1 on Buffer's free plan", () => {
    const assets = Array.from({ length: 11 }, (_, index) =>
      writtenAsset("threads", `Post ${index + 1}`, addDays("2027-01-01", index)),
    );
    const { files } = exportOf(assets, true);
    expect(files.map((file) => [file.name, file.rows])).toEqual([
      ["spring-launch-threads-1.csv", 10],
      ["spring-launch-threads-2.csv", 1],
    ]);
    for (const file of files) expectGolden({ ...file, name: `free-plan-${file.name}` });
  });
});
