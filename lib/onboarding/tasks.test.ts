import { describe, expect, it } from "vitest";

import { onboardingTasks, type OnboardingStatus } from "./schema";
import { checklistProgress } from "./tasks";

const status = (done: string[], credits = done.length): OnboardingStatus => ({
  credits,
  tasks: Object.fromEntries(
    onboardingTasks.map((task) => [task, { status: done.includes(task) ? "done" : "todo" }]),
  ) as OnboardingStatus["tasks"],
});

describe("checklistProgress", () => {
  it("counts the tasks done, their share, the credits and the next task in the checklist's order", () => {
    expect(checklistProgress(status(["run_demo", "first_generate"]))).toEqual({
      done: 2,
      percent: 40,
      credits: 2,
      next: "save_voice",
    });
    expect(checklistProgress(status([]))).toEqual({ done: 0, percent: 0, credits: 0, next: "run_demo" });
  });

  it("has no next task once all five are done", () => {
    expect(checklistProgress(status([...onboardingTasks]))).toMatchObject({ done: 5, percent: 100, next: null });
  });
});
