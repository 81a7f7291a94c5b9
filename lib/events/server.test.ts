import { afterEach, describe, expect, it } from "vitest";

import { onServerEvent, publishServerEvent } from "./server";

const heard: string[] = [];
afterEach(() => {
  heard.length = 0;
  onServerEvent("hooks.written", "test", async () => undefined);
  onServerEvent("content-plan.written", "test", async () => undefined);
  onServerEvent("voice.saved", "test", async () => undefined);
});

describe("publishServerEvent", () => {
  it("tells the subscriber what the user did, and answers the task when the subscriber completed it", async () => {
    onServerEvent("hooks.written", "test", async ({ userId }) => {
      heard.push(`${userId}:hooks`);
      return "hooks";
    });
    onServerEvent("content-plan.written", "test", async ({ userId }) => {
      heard.push(`${userId}:plan`);
      return undefined;
    });
    expect(await publishServerEvent("hooks.written", { userId: "user-1" })).toBe("hooks");
    expect(await publishServerEvent("content-plan.written", { userId: "user-1" })).toBeUndefined();
    expect(heard).toEqual(["user-1:hooks", "user-1:plan"]);
  });

  it("replaces a subscriber subscribed again under the same name instead of telling it twice", async () => {
    onServerEvent("voice.saved", "test", async () => {
      heard.push("first");
      return "save_voice";
    });
    onServerEvent("voice.saved", "test", async () => {
      heard.push("second");
      return undefined;
    });
    expect(await publishServerEvent("voice.saved", { userId: "user-1" })).toBeUndefined();
    expect(heard).toEqual(["second"]);
  });
});
