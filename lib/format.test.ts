import { describe, expect, it } from "vitest";

import { longDate, planPrice } from "./format";

describe("formats", () => {
  it("writes dates in en-US long form, in UTC", () => {
    expect(longDate.format(new Date("2025-09-02T09:00:00.000Z"))).toBe("September 2, 2025");
    expect(longDate.format(new Date("2025-09-02T23:30:00-05:00"))).toBe("September 3, 2025");
  });

  it("writes plan prices in US dollars", () => {
    expect(planPrice.format(14.99)).toBe("$14.99");
  });
});
