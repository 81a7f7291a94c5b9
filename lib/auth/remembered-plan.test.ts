import { describe, expect, it } from "vitest";

import { checkoutPathOf, forgetRememberedPlan, planInPath } from "./remembered-plan";

function storage(initial: string | null) {
  let value = initial;
  return { getItem: () => value, removeItem: () => void (value = null), current: () => value };
}

describe("the plan a visitor chose before signing up", () => {
  it("is read from a remembered checkout path, and from nothing else", () => {
    expect(planInPath(checkoutPathOf("essential"))).toBe("essential");
    expect(planInPath("/billing/checkout?plan=pro")).toBe("pro");
    expect(planInPath("/billing/checkout?plan=platinum")).toBeNull();
    expect(planInPath("/billing/checkout?plan=toString")).toBeNull();
    expect(planInPath("/hook-generator")).toBeNull();
    expect(planInPath("//evil.example/billing/checkout?plan=pro")).toBeNull();
    expect(planInPath(null)).toBeNull();
  });

  it("is forgotten once a plan starts, while any other remembered path stays", () => {
    const plan = storage(checkoutPathOf("pro"));
    forgetRememberedPlan(plan);
    expect(plan.current()).toBeNull();
    const other = storage("/hook-generator");
    forgetRememberedPlan(other);
    expect(other.current()).toBe("/hook-generator");
  });
});
