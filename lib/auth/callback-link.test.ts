import { describe, expect, it } from "vitest";

import { confirmationLinkFor, confirmationMessages, readCallbackLink, resetLinkFor } from "./callback-link";

describe("readCallbackLink", () => {
  it("accepts signup and magiclink links that carry an access token", () => {
    expect(readCallbackLink("#type=signup&access_token=abc")).toEqual({ kind: "confirm", token: "abc" });
    expect(readCallbackLink("#access_token=xyz&type=magiclink")).toEqual({ kind: "confirm", token: "xyz" });
  });

  it.each([
    ["no fragment", ""],
    ["no token", "#type=signup"],
    ["an empty token", "#type=signup&access_token="],
    ["no type", "#access_token=abc"],
    ["another type", "#type=invite&access_token=abc"],
  ])("calls a link with %s invalid", (_label, hash) => {
    expect(readCallbackLink(hash)).toEqual({ kind: "invalid" });
  });

  it("sends recovery links to /reset-password with the same fragment", () => {
    expect(readCallbackLink("#type=recovery&access_token=123456&email=a%40b.co")).toEqual({
      kind: "recovery",
      redirectTo: "/reset-password#type=recovery&access_token=123456&email=a%40b.co",
    });
  });

  it("keeps the product's texts", () => {
    expect(confirmationMessages).toEqual({
      invalidLink: "Invalid confirmation link. Please try signing up again.",
      failed: "There was an error confirming your email. Please try again.",
      success: "Email confirmed successfully! Redirecting to welcome page...",
    });
  });
});

describe("emailed links", () => {
  it("puts the confirmation token in the fragment, never the query", () => {
    const link = confirmationLinkFor("https://hookline.app", "tok_en-1");
    expect(link).toBe("https://hookline.app/auth/callback#type=signup&access_token=tok_en-1");
    expect(new URL(link).search).toBe("");
    expect(readCallbackLink(new URL(link).hash)).toEqual({ kind: "confirm", token: "tok_en-1" });
  });

  it("builds the reset link with email and code", () => {
    expect(resetLinkFor("https://hookline.app", "a+b@x.co", "012345")).toBe(
      "https://hookline.app/reset-password?email=a%2Bb%40x.co&token=012345",
    );
  });
});
