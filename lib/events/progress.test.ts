import { afterEach, describe, expect, it } from "vitest";

import { completedTaskSchema, listenToProgress, reportProgress } from "./progress";

const heard: string[] = [];
afterEach(() => {
  heard.length = 0;
  listenToProgress("test", async () => false);
});

describe("reportProgress", () => {
  it("tells the listener what the user did, and answers the task when the listener completed it", async () => {
    listenToProgress("test", async (userId, task) => {
      heard.push(`${userId}:${task}`);
      return task === "hooks";
    });
    expect(await reportProgress("user-1", "hooks")).toBe("hooks");
    expect(await reportProgress("user-1", "plan")).toBeUndefined();
    expect(heard).toEqual(["user-1:hooks", "user-1:plan"]);
  });

  it("replaces a listener subscribed again under the same name instead of telling it twice", async () => {
    listenToProgress("test", async () => {
      heard.push("first");
      return true;
    });
    listenToProgress("test", async () => {
      heard.push("second");
      return false;
    });
    expect(await reportProgress("user-1", "save_voice")).toBeUndefined();
    expect(heard).toEqual(["second"]);
  });
});

describe("completedTaskSchema", () => {
  it("accepts a reportable task or none, not the demo (which only onboarding completes)", () => {
    expect(completedTaskSchema.parse("hooks")).toBe("hooks");
    expect(completedTaskSchema.parse(undefined)).toBeUndefined();
    expect(completedTaskSchema.safeParse("run_demo").success).toBe(false);
  });
});
