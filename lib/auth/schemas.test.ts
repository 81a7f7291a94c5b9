import { describe, expect, it } from "vitest";

import { firstIssue, newPasswordField, resetCodeInput, signUpInput } from "./schemas";

describe("auth inputs", () => {
  it("refuses a password under 8 characters with the product's text", () => {
    const result = newPasswordField.safeParse("seven77");
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toBe("Password must be at least 8 characters long.");
    expect(newPasswordField.safeParse("eight888").success).toBe(true);
  });

  it("trims and lower-cases the sign-up email", () => {
    expect(signUpInput.parse({ name: " Ann ", email: "  Ann@Example.COM ", password: "password1" })).toEqual({
      name: "Ann",
      email: "ann@example.com",
      password: "password1",
    });
  });

  it("trims the reset email and code without checking the code's length", () => {
    expect(resetCodeInput.parse({ email: " a@b.co ", code: " 12 " })).toEqual({ email: "a@b.co", code: "12" });
  });
});
