import { describe, expect, it } from "vitest";
import { newsletterInput, newsletterProblem } from "./schema";

describe("newsletter input", () => {
  it("sorts values into the spec's two toasts", () => {
    expect(newsletterProblem("")).toBe("required");
    expect(newsletterProblem("   ")).toBe("required");
    expect(newsletterProblem("not-an-email")).toBe("invalid");
    expect(newsletterProblem(" Ann@Example.com ")).toBeNull();
  });

  it("lower-cases and trims before saving", () => {
    expect(newsletterInput.parse({ email: "  Ann@Example.COM " })).toEqual({ email: "ann@example.com" });
  });
});
