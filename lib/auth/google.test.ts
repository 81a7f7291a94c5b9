import { describe, expect, it } from "vitest";

import { googleConfigured, googleProviderOf, withoutProviderTokens } from "./google";

describe("Google's place in Better Auth's options", () => {
  it("is there only when both the client id and secret are", () => {
    expect(
      googleConfigured({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: undefined, GOOGLE_ISSUER_URL: undefined }),
    ).toBe(false);
    expect(
      googleProviderOf({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: undefined, GOOGLE_ISSUER_URL: undefined }),
    ).toEqual({});
    expect(
      googleProviderOf({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", GOOGLE_ISSUER_URL: undefined }).google,
    ).toMatchObject({ clientId: "id", clientSecret: "secret", prompt: "select_account" });
  });

  it("keeps none of Google's tokens, and leaves other accounts' fields alone", () => {
    const google = { providerId: "google", accountId: "1", accessToken: "a", refreshToken: "r", idToken: "i" };
    expect(withoutProviderTokens(google)).toEqual({
      providerId: "google",
      accountId: "1",
      accessToken: null,
      refreshToken: null,
      idToken: null,
    });
    const credential = { providerId: "credential", password: "hash" };
    expect(withoutProviderTokens(credential)).toBe(credential);
  });
});
