import { describe, expect, it } from "vitest";

import { coverage } from "./coverage";

const keyMessages = ["Onboard in two days", "Every post fits", "One voice everywhere"];

describe("key message coverage", () => {
  it("lists the assets carrying each key message and marks the rest not covered", () => {
    const result = coverage(keyMessages, [
      { id: "x-1", keyMessages: [0] },
      { id: "li-1", keyMessages: [0, 2] },
    ]);
    expect(result.keyMessages).toEqual([
      { index: 0, text: "Onboard in two days", assetIds: ["x-1", "li-1"], covered: true },
      { index: 1, text: "Every post fits", assetIds: [], covered: false },
      { index: 2, text: "One voice everywhere", assetIds: ["li-1"], covered: true },
    ]);
    expect(result.notCovered).toEqual([1]);
    expect(result.allCovered).toBe(false);
  });

  it("is fully covered once every key message has an asset", () => {
    const result = coverage(keyMessages, [
      { id: "x-1", keyMessages: [0, 1] },
      { id: "email-1", keyMessages: [2] },
    ]);
    expect(result).toMatchObject({ notCovered: [], allCovered: true });
  });

  it("leaves every key message uncovered before any asset exists", () => {
    expect(coverage(keyMessages, [])).toMatchObject({ notCovered: [0, 1, 2], allCovered: false });
  });

  it("lists an asset once however often it names a message, and ignores positions past the brief", () => {
    const result = coverage(["Only one"], [{ id: "x-1", keyMessages: [0, 0, 4] }]);
    expect(result.keyMessages).toEqual([{ index: 0, text: "Only one", assetIds: ["x-1"], covered: true }]);
  });

  it("is trivially complete for a brief without key messages", () => {
    expect(coverage([], [{ id: "x-1", keyMessages: [0] }])).toEqual({
      keyMessages: [],
      notCovered: [],
      allCovered: true,
    });
  });
});
