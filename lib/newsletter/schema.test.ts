import { describe, expect, it } from "vitest";

import { newsletterInput, newsletterProblem } from "./schema";

describe("newsletter input", () => {
  it("sorts values into the form's two toasts", () => {
    expect(newsletterProblem("")).toBe("required");
    expect(newsletterProblem("   ")).toBe("required");
    expect(newsletterProblem("not-an-email")).toBe("invalid");
    expect(newsletterProblem(" Ann@Example.com ")).toBeNull();
    expect(newsletterProblem(`${"a".repeat(64)}@${"b".repeat(185)}.com`)).toBeNull(); // 254 characters
    expect(newsletterProblem(`${"a".repeat(64)}@${"b".repeat(186)}.com`)).toBe("invalid");
  });

  it("lower-cases and trims before saving", () => {
    expect(newsletterInput.parse({ email: "  Ann@Example.COM " })).toEqual({ email: "ann@example.com" });
  });
});
