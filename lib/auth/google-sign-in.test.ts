import { describe, expect, it } from "vitest";

import { googleFailure, newAccountNextPath } from "./google-sign-in";

describe("a Google sign-in's next step", () => {
  it("sends a verified Google email to the plans and an unverified one to confirm it first", () => {
    expect(newAccountNextPath(true)).toBe("/welcome");
    expect(newAccountNextPath(false)).toBe("/onboarding/survey");
  });

  it("says what a refused consent, an unlinkable account and anything else mean", () => {
    expect(googleFailure("access_denied").title).toBe("Google sign-in was cancelled");
    expect(googleFailure("account_not_linked").message).toMatch(/Sign in with its email and password/);
    expect(googleFailure("state_not_found").title).toBe("Google sign-in did not finish");
    expect(googleFailure(undefined).title).toBe("Google sign-in did not finish");
    expect(googleFailure("toString").title).toBe("Google sign-in did not finish");
  });
});
