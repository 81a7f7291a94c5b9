import { describe, expect, it } from "vitest";

import { authRateLimits } from "../config/rate-limits";
import { confirmationMessages } from "./callback-link";
import { failedConfirmation, tooManyAttemptsMessage } from "./confirmation-outcome";

const refused = { status: 400 };

describe("failedConfirmation", () => {
  it("tells a signed-in user whose email is confirmed that it already is, instead of an error", () => {
    expect(failedConfirmation(refused, { email: "pat@example.com", emailVerified: true })).toEqual({
      kind: "already-confirmed",
    });
  });

  it("offers a new link, to the signed-in user's email when unconfirmed, to the one this browser knows otherwise", () => {
    expect(failedConfirmation(refused, { email: "pat@example.com", emailVerified: false }, "old@example.com")).toEqual({
      kind: "failed",
      message: confirmationMessages.failed,
      email: "pat@example.com",
    });
    expect(failedConfirmation(refused, null, "old@example.com")).toEqual({
      kind: "failed",
      message: confirmationMessages.failed,
      email: "old@example.com",
    });
    expect(failedConfirmation(refused, null, null)).toMatchObject({ email: "" });
  });

  it("says how long to wait when the rate limit refused the link, whoever opened it", () => {
    const outcome = failedConfirmation({ status: 429, retryAfterSeconds: 540 }, null);
    expect(outcome).toEqual({
      kind: "failed",
      message: "Too many attempts. Please try again in 9 minutes.",
      email: "",
    });
  });

  it("keeps the invalid-link message for a link that is not one", () => {
    expect(failedConfirmation("invalid", { email: "pat@example.com", emailVerified: true })).toMatchObject({
      kind: "failed",
      message: confirmationMessages.invalidLink,
    });
  });
});

describe("tooManyAttemptsMessage", () => {
  it("rounds the wait up to whole minutes, never less than one", () => {
    expect(tooManyAttemptsMessage(61)).toBe("Too many attempts. Please try again in 2 minutes.");
    expect(tooManyAttemptsMessage(5)).toBe("Too many attempts. Please try again in 1 minute.");
  });

  it("waits the limit's whole window when the answer does not say", () => {
    const minutes = authRateLimits.confirm.ip.windowSeconds / 60;
    expect(tooManyAttemptsMessage(undefined)).toBe(`Too many attempts. Please try again in ${minutes} minutes.`);
  });
});
