import { describe, expect, it } from "vitest";

import { googleFailure } from "./google-sign-in";

describe("a Google sign-in that did not finish", () => {
  it("says what a refused consent, an unlinkable account and anything else mean", () => {
    expect(googleFailure("access_denied").title).toBe("Google sign-in was cancelled");
    expect(googleFailure("account_not_linked")).toMatchObject({ reset: true });
    expect(googleFailure("account_not_linked").message).not.toMatch(/confirm/);
    expect(googleFailure("unable_to_get_user_info").title).toBe("Google has not verified this email");
    expect(googleFailure("state_not_found").title).toBe("Google sign-in did not finish");
    expect(googleFailure(undefined).title).toBe("Google sign-in did not finish");
    expect(googleFailure("toString").title).toBe("Google sign-in did not finish");
  });
});
