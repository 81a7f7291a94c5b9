import { describe, expect, it } from "vitest";

import { blankBrief } from "../brief";
import { keptBriefText, parseKeptBrief } from "./kept-brief";

describe("the brief kept while the user upgrades", () => {
  it("comes back as it was written", () => {
    const brief = { ...blankBrief, contentType: "scripts" as const, topic: "Limits", duration: 60 as const };
    expect(parseKeptBrief(keptBriefText(brief))).toEqual(brief);
  });

  it("keeps the blank value of a field missing or of the wrong kind", () => {
    expect(
      parseKeptBrief(JSON.stringify({ topic: "Limits", abTesting: "yes", duration: "60", contentType: "poem" })),
    ).toEqual({
      ...blankBrief,
      topic: "Limits",
    });
  });

  it("is no brief when nothing readable was kept", () => {
    for (const text of [null, "", "not json", "[]", "null", "3"]) expect(parseKeptBrief(text)).toBeNull();
  });
});
