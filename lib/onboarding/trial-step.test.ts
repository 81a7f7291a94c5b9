import { describe, expect, it } from "vitest";

import { trialStepOf } from "./trial-step";

const newcomer = { signedIn: true, emailVerified: true, subscribed: false, trialAvailable: true };

describe("the checklist's trial step", () => {
  it("starts the trial for a confirmed account without a plan", () => {
    expect(trialStepOf(newcomer)).toBe("start");
  });

  it("asks a visitor to sign up and an unconfirmed account to confirm first, whatever else is true", () => {
    expect(trialStepOf({ ...newcomer, signedIn: false })).toBe("sign-up");
    expect(trialStepOf({ ...newcomer, emailVerified: false })).toBe("confirm-email");
    expect(trialStepOf({ ...newcomer, emailVerified: false, subscribed: true })).toBe("confirm-email");
  });

  it("offers the plans once the trial was used, and nothing once a plan runs", () => {
    expect(trialStepOf({ ...newcomer, trialAvailable: false })).toBe("choose-plan");
    expect(trialStepOf({ ...newcomer, subscribed: true })).toBe("none");
  });
});
