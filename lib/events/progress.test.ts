import { describe, expect, it } from "vitest";

import { completedTaskSchema } from "./progress";

describe("completedTaskSchema", () => {
  it("accepts a reportable task or none, not the demo (which only onboarding completes)", () => {
    expect(completedTaskSchema.parse("hooks")).toBe("hooks");
    expect(completedTaskSchema.parse(undefined)).toBeUndefined();
    expect(completedTaskSchema.safeParse("run_demo").success).toBe(false);
  });
});
