import { describe, expect, it } from "vitest";

import { signInSlowdown } from "../config/rate-limits";
import { slowdownMs } from "./sign-in-slowdown";

describe("slowdownMs", () => {
  const free = signInSlowdown.failures.limit;

  it("costs nothing for the first free failures", () => {
    expect(slowdownMs(0)).toBe(0);
    expect(slowdownMs(free - 1)).toBe(0);
  });

  it("doubles with each failure beyond them and stops at the cap, never refusing", () => {
    expect(slowdownMs(free)).toBe(signInSlowdown.firstDelayMs);
    expect(slowdownMs(free + 1)).toBe(signInSlowdown.firstDelayMs * 2);
    expect(slowdownMs(free + 90)).toBe(signInSlowdown.maxDelayMs);
  });
});
