import { describe, expect, it } from "vitest";
import { guardDecision } from "./guard";

describe("the onboarding guard (SPEC §4)", () => {
  it("lets anyone in with the demo flag, even a visitor or a subscriber", () => {
    for (const access of ["visitor", "barred", "allowed", "error"] as const) {
      expect(guardDecision({ access, demo: true, forceShow: false })).toEqual({ kind: "allow", consumeForceShow: false });
    }
  });

  it("sends a visitor, or a failed check, to /", () => {
    expect(guardDecision({ access: "visitor", demo: false, forceShow: false })).toEqual({ kind: "redirect", to: "/" });
    expect(guardDecision({ access: "error", demo: false, forceShow: true })).toEqual({ kind: "redirect", to: "/" });
  });

  it("sends a subscriber to /dashboard, except once right after payment", () => {
    expect(guardDecision({ access: "barred", demo: false, forceShow: false })).toEqual({ kind: "redirect", to: "/dashboard" });
    expect(guardDecision({ access: "barred", demo: false, forceShow: true })).toEqual({ kind: "allow", consumeForceShow: true });
  });

  it("lets a signed-in user without a plan in", () => {
    expect(guardDecision({ access: "allowed", demo: false, forceShow: false })).toEqual({ kind: "allow", consumeForceShow: false });
  });
});
