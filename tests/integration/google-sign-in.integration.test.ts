// Sign-in with Google on a server where the operator has not configured it (no GOOGLE_CLIENT_ID): nothing offers it,
// and a request that asks for it anyway is a 4xx that starts nothing.
import { describe, expect, it } from "vitest";

import { GET as providers } from "@/app/api/auth/providers/route";

import { authPostJson } from "../support/auth-requests";

const start = {
  provider: "google",
  callbackURL: "/dashboard",
  newUserCallbackURL: "/auth/new-account",
  errorCallbackURL: "/auth/google",
};

describe("sign in with Google, not configured", () => {
  it("is not offered", async () => {
    const answer = await providers(new Request("http://localhost:3000/api/auth/providers"), undefined);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ google: false });
  });

  it("answers a request for it with a 4xx, and refuses extra fields and paths off the site first", async () => {
    const unconfigured = await authPostJson("/sign-in/social", start);
    expect(unconfigured.response.status).toBeGreaterThanOrEqual(400);
    expect(unconfigured.response.status).toBeLessThan(500);
    expect(unconfigured.body).not.toHaveProperty("url");
    for (const body of [
      { ...start, idToken: { token: "a.b.c" } },
      { ...start, callbackURL: "https://evil.example/" },
      { ...start, errorCallbackURL: "//evil.example" },
    ]) {
      const refused = await authPostJson("/sign-in/social", body);
      expect(refused.response.status, JSON.stringify(body)).toBe(400);
      expect((refused.body?.error as { code?: string } | undefined)?.code).toBe("invalid_input");
    }
  });
});
