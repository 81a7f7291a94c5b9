import { describe, expect, it } from "vitest";

import { messageHouseSchema } from "@/lib/campaigns/schema";

import { pathErrors } from "./path-errors";
import { progressSentence } from "./status";

describe("the board's words", () => {
  it("says how many assets are written, and how many failed when any did", () => {
    const progress = { units: 5, total: 5, pending: 1, running: 1, done: 3, failed: 0 };
    expect(progressSentence(progress)).toBe("3 of 5 assets written");
    expect(progressSentence({ ...progress, done: 2, failed: 1 })).toBe("2 of 5 assets written · 1 failed");
  });

  it("shows each of the house's errors at its own control, by path", () => {
    const parsed = messageHouseSchema.safeParse({
      coreMessage: "",
      pillars: [0, 1, 2].map((index) => ({ title: index === 1 ? "" : "Pillar", keyMessages: [], proofPoints: [] })),
    });
    if (parsed.success) throw new Error("the house should be refused");
    const errors = pathErrors(parsed.error);
    expect(errors.coreMessage).toBe("Write the core message.");
    expect(errors["pillars.1.title"]).toBe("Name the pillar.");
    expect(errors["pillars.0.keyMessages"]).toBe("Tie the pillar to at least one key message.");
  });
});
