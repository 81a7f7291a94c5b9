import { describe, expect, it } from "vitest";

import { onboardingTasks, type OnboardingStatus } from "../onboarding/schema";
import { generationsLine, hasGenerated } from "./activity";

const status = (done: string[]): OnboardingStatus => ({
  credits: 0,
  tasks: Object.fromEntries(
    onboardingTasks.map((task) => [task, { status: done.includes(task) ? "done" : "todo" }]),
  ) as OnboardingStatus["tasks"],
});

describe("the dashboard's activity", () => {
  it("counts the period's generations, saved or not", () => {
    expect(generationsLine(1, true)).toBe("Generated 1 copy in your trial");
    expect(generationsLine(12, false)).toBe("Generated 12 copies this month");
    expect(generationsLine(0, true)).toBeNull();
  });

  it("knows a user has generated from this period's count or, in a new month, from the first copy's task", () => {
    expect(hasGenerated(status([]), 1)).toBe(true);
    expect(hasGenerated(status(["first_generate"]), 0)).toBe(true);
    expect(hasGenerated(status(["run_demo"]), 0)).toBe(false);
    expect(hasGenerated(null, 0)).toBe(false);
  });
});
