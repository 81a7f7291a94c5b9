import { describe, expect, it } from "vitest";

import { checksSummary } from "./summary";
import type { ScoreCheck } from "./types";

const check = (pass: boolean): ScoreCheck => ({ id: "fold", label: "Fits the fold", pass, why: "", weight: 1 });

describe("a score's one-line summary", () => {
  it("counts the checks that need work, in the singular for one", () => {
    expect(checksSummary({ checks: [check(false), check(true), check(false)] })).toBe("2 checks need work");
    expect(checksSummary({ checks: [check(false), check(true)] })).toBe("1 check needs work");
  });

  it("says so when every check passed", () => {
    expect(checksSummary({ checks: [check(true), check(true)] })).toBe("All checks passed");
  });
});
