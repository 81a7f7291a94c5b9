import { describe, expect, it } from "vitest";

import { initialResetState, readResetLink, resetReducer, type ResetEvent, type ResetState } from "./reset-flow";

const run = (events: ResetEvent[], start: ResetState = initialResetState()) => events.reduce(resetReducer, start);

describe("password reset state machine", () => {
  it("starts awaiting the token", () => {
    expect(initialResetState().step).toBe("awaiting-token");
  });

  it("trims email and code when verifying", () => {
    expect(run([{ type: "verify", email: "  a@b.co ", code: " 123456 " }])).toEqual({
      step: "verifying",
      email: "a@b.co",
      code: "123456",
    });
  });

  it("goes back to awaiting-token with the error when the code is refused", () => {
    const state = run([
      { type: "verify", email: "a@b.co", code: "1" },
      { type: "verify-failed", message: "Invalid OTP" },
    ]);
    expect(state).toEqual({ step: "awaiting-token", email: "a@b.co", code: "1", error: "Invalid OTP", notice: null });
  });

  it("walks verify → set-password → saving → success", () => {
    const steps = [
      { type: "verify", email: "a@b.co", code: "123456" },
      { type: "verified" },
      { type: "save" },
      { type: "saved" },
    ] as const;
    const seen = steps.reduce<ResetState[]>(
      (states, event) => [...states, resetReducer(states.at(-1) ?? initialResetState(), event)],
      [],
    );
    expect(seen.map((state) => state.step)).toEqual(["verifying", "set-password", "saving-password", "success"]);
  });

  it("returns to set-password with the error when saving fails for the password", () => {
    const state = run([
      { type: "verify", email: "a@b.co", code: "1" },
      { type: "verified" },
      { type: "save" },
      { type: "save-rejected", message: "Password too long" },
    ]);
    expect(state).toMatchObject({ step: "set-password", error: "Password too long" });
  });

  it("shows the error state when the code stopped working, and Try again returns to step one", () => {
    const failed = run([
      { type: "verify", email: "a@b.co", code: "1" },
      { type: "verified" },
      { type: "save" },
      { type: "code-rejected", message: "OTP expired" },
    ]);
    expect(failed).toEqual({ step: "error", email: "a@b.co", message: "OTP expired" });
    expect(resetReducer(failed, { type: "try-again" })).toEqual(initialResetState("a@b.co"));
  });

  it("ignores events that do not belong to the current step", () => {
    const start = initialResetState();
    expect(resetReducer(start, { type: "saved" })).toBe(start);
    expect(resetReducer(start, { type: "verified" })).toBe(start);
  });
});

describe("readResetLink", () => {
  it("reads email and token from the query", () => {
    expect(readResetLink("?email=a%40b.co&token=123456", "")).toEqual({ email: "a@b.co", code: "123456" });
  });

  it("reads a recovery fragment's access token as the code", () => {
    expect(readResetLink("", "#type=recovery&access_token=654321&email=c%40d.co")).toEqual({
      email: "c@d.co",
      code: "654321",
    });
  });

  it("is empty for a bare visit", () => {
    expect(readResetLink("", "")).toEqual({ email: "", code: "" });
  });
});
