import { describe, expect, it } from "vitest";

import { checklistPath, guardDecision, newAccountNextPath, type OnboardingAccess } from "./guard";

const accesses: OnboardingAccess[] = ["visitor", "barred", "allowed", "error"];
const survey = "/onboarding/survey";

describe("the onboarding guard", () => {
  it("lets anyone in with the demo flag, even a visitor or a subscriber", () => {
    for (const access of accesses) {
      expect(guardDecision({ access, demo: true, forceShow: false, path: survey })).toEqual({
        kind: "allow",
        consumeForceShow: false,
      });
    }
  });

  it("sends a visitor, or a failed check, to /", () => {
    expect(guardDecision({ access: "visitor", demo: false, forceShow: false, path: survey })).toEqual({
      kind: "redirect",
      to: "/",
      consumeForceShow: false,
    });
    expect(guardDecision({ access: "error", demo: false, forceShow: false, path: checklistPath })).toEqual({
      kind: "redirect",
      to: "/",
      consumeForceShow: false,
    });
  });

  it("sends a subscriber to /dashboard, except once into the checklist right after payment", () => {
    expect(guardDecision({ access: "barred", demo: false, forceShow: false, path: checklistPath })).toEqual({
      kind: "redirect",
      to: "/dashboard",
      consumeForceShow: false,
    });
    expect(guardDecision({ access: "barred", demo: false, forceShow: true, path: checklistPath })).toEqual({
      kind: "allow",
      consumeForceShow: true,
    });
    // The flag opens the checklist only, and is kept for it: the dashboard sends the subscriber there.
    expect(guardDecision({ access: "barred", demo: false, forceShow: true, path: survey })).toEqual({
      kind: "redirect",
      to: "/dashboard",
      consumeForceShow: false,
    });
  });

  it("uses the flag up on the first visit to the checklist whatever else decides, so the dashboard never bounces twice", () => {
    for (const access of accesses) {
      for (const demo of [true, false])
        expect(
          guardDecision({ access, demo, forceShow: true, path: checklistPath }).consumeForceShow,
          `${access} demo=${demo}`,
        ).toBe(true);
    }
  });

  it("lets a signed-in user without a plan in", () => {
    expect(guardDecision({ access: "allowed", demo: false, forceShow: false, path: survey })).toEqual({
      kind: "allow",
      consumeForceShow: false,
    });
  });
});

describe("a new account from Google", () => {
  it("goes to the plans with a verified Google email and confirms an unverified one first", () => {
    expect(newAccountNextPath(true)).toBe("/welcome");
    expect(newAccountNextPath(false)).toBe("/onboarding/survey");
  });
});
