import { describe, expect, it } from "vitest";

import { planDifference } from "./plan-choice";

describe("what the plan choice decides", () => {
  it("says the trials are the same, how the plans differ after, and that the plan can change", () => {
    expect(planDifference(true, false)).toBe(
      "Both trials are the same: 3 days and 10 generations. The plan decides what follows: Essential gives 200 generations and 5 brand voices a month, Pro 600 and 15. You can change plan at any time in your profile.",
    );
  });

  it("promises no change where there is no billing portal, and no trial once it was used", () => {
    expect(planDifference(true, true)).not.toMatch(/change plan/);
    expect(planDifference(false, false)).toBe(
      "Essential gives 200 generations and 5 brand voices a month, Pro 600 and 15. You can change plan at any time in your profile.",
    );
  });
});
