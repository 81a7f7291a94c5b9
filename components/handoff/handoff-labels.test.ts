import { describe, expect, it } from "vitest";

import { handoffPending, handoffPostLabel, handoffStatusLabel } from "./handoff-labels";

describe("a hand-off as the board names it", () => {
  it("says where each post stands, a wait with its end on the reader's clock", () => {
    expect(handoffStatusLabel({ status: "sent", retryAt: null })).toBe("Sent");
    expect(handoffStatusLabel({ status: "exported", retryAt: null })).toBe("Exported");
    expect(handoffStatusLabel({ status: "failed", retryAt: null })).toBe("Failed");
    expect(handoffStatusLabel({ status: "waiting", retryAt: "2026-12-07T13:05:00.000Z" }, "Europe/Berlin")).toBe(
      "Waiting until 14:05",
    );
    expect(handoffStatusLabel({ status: "waiting", retryAt: "2026-12-07T13:05:00.000Z" }, "America/New_York")).toBe(
      "Waiting until 08:05",
    );
  });

  it("names the post by its channel and number, and is pending while one is queued or waiting", () => {
    const assets = [{ id: "a", channel: "linkedin", slot: 1 }] as const;
    expect(handoffPostLabel({ assetId: "a", channel: "linkedin" }, assets)).toBe("LinkedIn 2");
    expect(handoffPostLabel({ assetId: null, channel: "x" }, assets)).toBe("x");
    expect(handoffPending([{ status: "sent" }, { status: "failed" }])).toBe(false);
    expect(handoffPending([{ status: "sent" }, { status: "waiting" }])).toBe(true);
    expect(handoffPending([{ status: "queued" }])).toBe(true);
  });
});
