import { describe, expect, it } from "vitest";

import { items } from "./text-rules";

describe("items of a list field", () => {
  it("splits a one-line list on its commas, but not a number's", () => {
    expect(items("Used by 1,200 teams, 4.8 stars on G2, SOC 2 audited")).toEqual([
      "Used by 1,200 teams",
      "4.8 stars on G2",
      "SOC 2 audited",
    ]);
    expect(items("- Used by 1,200 teams")).toEqual(["Used by 1,200 teams"]);
  });

  it("keeps one line per item when the list has lines", () => {
    expect(items("- Fast setup\n- Used by 12,000 teams, worldwide")).toEqual([
      "Fast setup",
      "Used by 12,000 teams, worldwide",
    ]);
  });
});
