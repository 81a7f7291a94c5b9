import { describe, expect, it } from "vitest";

import { returnPathOf, upgradedPath, upgradedPlanOf } from "./return-path";

describe("the path an upgrade comes back to", () => {
  it("takes a path on this site, with its query", () => {
    expect(returnPathOf("/generator")).toBe("/generator");
    expect(returnPathOf("/dashboard/generate?x=1")).toBe("/dashboard/generate?x=1");
  });

  it("refuses anything that would leave the site, and nothing at all", () => {
    for (const value of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null])
      expect(returnPathOf(value)).toBeNull();
  });

  it("tells the screen which plan started", () => {
    expect(upgradedPath("/generator", "essential")).toBe("/generator?upgraded=essential");
    expect(upgradedPath("/generator?upgraded=pro&a=b", "essential")).toBe("/generator?upgraded=essential&a=b");
    expect(upgradedPlanOf("essential")).toBe("essential");
    for (const value of ["toString", "gold", "", undefined]) expect(upgradedPlanOf(value)).toBeNull();
  });
});
