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

  it("counts the credits the tasks earned, not the ones left once generations spent them", () => {
    expect(checklistProgress(status(["run_demo", "first_generate", "save_voice", "plan"], 0))).toMatchObject({
      percent: 80,
      credits: 4,
    });
  });

  it("gives a visitor no credits for a finished demo until there is an account to hold them", () => {
    expect(checklistProgress(status(["run_demo"], 0), { account: false })).toMatchObject({ percent: 20, credits: 0 });
  });

  it("has no next task once all five are done", () => {
    expect(checklistProgress(status([...onboardingTasks]))).toMatchObject({ done: 5, percent: 100, next: null });
  });
});
