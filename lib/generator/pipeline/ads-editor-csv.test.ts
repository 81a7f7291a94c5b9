import { describe, expect, it } from "vitest";

import { parseCsv } from "../../../tests/support/csv";
import { brief } from "../fixtures/briefs";
import { adsEditorColumns, adsEditorCsv, csvField } from "./ads-editor-csv";
import { responsiveSearchAdSet } from "./rsa";

const header = [
  "Campaign,Ad group,Ad type",
  "Headline 1,Headline 2,Headline 3,Headline 4,Headline 5,Headline 6,Headline 7,Headline 8,Headline 9,Headline 10,Headline 11,Headline 12,Headline 13,Headline 14,Headline 15",
  "Description 1,Description 2,Description 3,Description 4",
  "Headline 1 position,Headline 2 position,Headline 3 position,Headline 4 position,Headline 5 position,Headline 6 position,Headline 7 position,Headline 8 position,Headline 9 position,Headline 10 position,Headline 11 position,Headline 12 position,Headline 13 position,Headline 14 position,Headline 15 position",
  "Description 1 position,Description 2 position,Description 3 position,Description 4 position",
  "Path 1,Path 2,Final URL",
].join(",");

const variant = [
  "Headline 1: Espresso, Like a Café",
  'Headline 2: The "Smart" Grinder',
  "Headline 3: Meet Brewly",
  "Headline 4: Order Yours Today",
  "Headline 5: meet  brewly",
  "Description 1: Scan your beans, get the right grind.",
  "Description 2: Café-quality espresso at home.",
].join("\n");

describe("the Google Ads Editor export", () => {
  const set = responsiveSearchAdSet(brief("google"), variant, { "Meet Brewly": 1, "Order Yours Today": 2 });
  if (!set) throw new Error("expected a responsive search ad");

  it("starts with Ads Editor's column names for a responsive search ad", () => {
    const csv = adsEditorCsv(set);
    expect(csv.split("\r\n")[0]).toBe(header);
    expect(adsEditorColumns).toHaveLength(3 + 15 + 4 + 15 + 4 + 3);
  });

  it("writes the ad as one row that reads back cell for cell, the user's pins in the position columns and the placement left blank", () => {
    const rows = parseCsv(adsEditorCsv(set));
    expect(rows).toHaveLength(2);
    expect(
      parseCsv(adsEditorCsv(responsiveSearchAdSet(brief("google"), variant) ?? set))[1]
        ?.slice(-22, -3)
        .join(""),
    ).toBe("");
    const cells = Object.fromEntries(adsEditorColumns.map((column, index) => [column, rows[1]?.[index]]));
    expect(rows[1]).toHaveLength(adsEditorColumns.length);
    expect(cells).toMatchObject({
      Campaign: "",
      "Ad group": "",
      "Ad type": "Responsive search ad",
      "Headline 1": "Espresso, Like a Café",
      "Headline 2": 'The "Smart" Grinder',
      "Headline 3": "Meet Brewly",
      "Headline 4": "Order Yours Today",
      "Headline 5": "",
      "Headline 1 position": "",
      "Headline 3 position": "1",
      "Headline 4 position": "2",
      "Description 1": "Scan your beans, get the right grind.",
      "Description 2": "Café-quality espresso at home.",
      "Description 3": "",
      "Description 1 position": "",
      "Path 1": "",
      "Final URL": "",
    });
  });

  it("fills the placement when it is given", () => {
    const cells = parseCsv(
      adsEditorCsv(set, {
        campaign: "Brewly – Search",
        adGroup: "Grinders",
        finalUrl: "https://brewly.example/grinder",
        path1: "grinder",
      }),
    )[1];
    expect(cells?.slice(0, 2)).toEqual(["Brewly – Search", "Grinders"]);
    expect(cells?.slice(-3)).toEqual(["grinder", "", "https://brewly.example/grinder"]);
  });
});

describe("a CSV field", () => {
  it.each([
    ["plain", "plain"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["+30% Faster", "+30% Faster"],
  ])("%j is written as %s", (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});
