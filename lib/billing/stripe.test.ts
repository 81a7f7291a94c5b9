import { describe, expect, it } from "vitest";

import { localBillingAllowed } from "./stripe";

describe("local billing mode", () => {
  it("runs without Stripe in development, and in production only when enabled", () => {
    expect(
      localBillingAllowed({ NODE_ENV: "development", STRIPE_SECRET_KEY: undefined, LOCAL_BILLING: undefined }),
    ).toBe(true);
    expect(
      localBillingAllowed({ NODE_ENV: "production", STRIPE_SECRET_KEY: undefined, LOCAL_BILLING: undefined }),
    ).toBe(false);
    expect(
      localBillingAllowed({ NODE_ENV: "production", STRIPE_SECRET_KEY: undefined, LOCAL_BILLING: "enabled" }),
    ).toBe(true);
  });

  it("is off with a Stripe key, or when disabled", () => {
    expect(
      localBillingAllowed({ NODE_ENV: "development", STRIPE_SECRET_KEY: "sk_test_1", LOCAL_BILLING: "enabled" }),
    ).toBe(false);
    expect(
      localBillingAllowed({ NODE_ENV: "development", STRIPE_SECRET_KEY: undefined, LOCAL_BILLING: "disabled" }),
    ).toBe(false);
  });
});
