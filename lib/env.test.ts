import { describe, expect, it } from "vitest";

import { EnvError, missingForDeployment, parseEnv } from "./env";

describe("parseEnv", () => {
  it("runs with nothing set, on the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUSTED_PROXY_HOPS).toBe(0);
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ RESEND_API_KEY: "", DATABASE_URL: "  " }).RESEND_API_KEY).toBeUndefined();
  });

  it("counts every local spelling of a loopback APP_URL as the app's own origin, and only APP_URL's otherwise", () => {
    expect(parseEnv({ PORT: "4000" }).APP_ORIGINS).toEqual([
      "http://localhost:4000",
      "http://127.0.0.1:4000",
      "http://[::1]:4000",
    ]);
    expect(parseEnv({ APP_URL: "http://127.0.0.1:3000" }).APP_ORIGINS).toEqual([
      "http://127.0.0.1:3000",
      "http://localhost:3000",
      "http://[::1]:3000",
    ]);
    expect(parseEnv({ APP_URL: "https://hookline.app/" }).APP_ORIGINS).toEqual(["https://hookline.app"]);
    expect(parseEnv({ APP_URL: "https://localhost.example.com" }).APP_ORIGINS).toEqual([
      "https://localhost.example.com",
    ]);
  });

  it("derives APP_URL from PORT and drops a trailing slash from an explicit one", () => {
    expect(parseEnv({ PORT: "4000" }).APP_URL).toBe("http://localhost:4000");
    expect(parseEnv({ APP_URL: "https://hookline.app/" }).APP_URL).toBe("https://hookline.app");
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must be a postgresql:\/\/ connection string/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_live_1" })).toThrow(/STRIPE_SECRET_KEY: must start with sk_/);
  });

  it("requires the webhook secret along with the Stripe key", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/,
    );
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }).STRIPE_WEBHOOK_SECRET).toBe(
      "whsec_1",
    );
  });

  it("takes the Google client id and secret together or not at all", () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com" })).toThrow(
      /GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set/,
    );
    expect(() => parseEnv({ GOOGLE_CLIENT_SECRET: "secret" })).toThrow(
      /GOOGLE_CLIENT_ID: is required when GOOGLE_CLIENT_SECRET is set/,
    );
    expect(parseEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).GOOGLE_CLIENT_ID).toBe("id");
    expect(() => parseEnv({ GOOGLE_ISSUER_URL: "file:///etc" })).toThrow(/GOOGLE_ISSUER_URL/);
  });

  it("lists every wrong variable at once", () => {
    expect(() => parseEnv({ PORT: "0", BETTER_AUTH_SECRET: "short" })).toThrow(
      /Invalid environment variables:\n {2}PORT: .*\n {2}BETTER_AUTH_SECRET: must be at least 32 characters/,
    );
  });

  it("tells a deployment which required variables are missing, by name", () => {
    expect(missingForDeployment(parseEnv({})).map((line) => line.split(" ")[0])).toEqual([
      "DATABASE_URL",
      "BETTER_AUTH_SECRET",
      "APP_URL",
    ]);
    expect(parseEnv({}).APP_URL_CONFIGURED).toBe(false);
    const configured = parseEnv({
      DATABASE_URL: "postgresql://a:b@db:5432/hookline",
      BETTER_AUTH_SECRET: "x".repeat(32),
      APP_URL: "https://hookline.example",
    });
    expect(configured.APP_URL_CONFIGURED).toBe(true);
    expect(missingForDeployment(configured)).toEqual([]);
  });
});
