import { describe, expect, it } from "vitest";

import { countInWords, longDate, planPrice } from "./format";

describe("formats", () => {
  it("writes dates in en-US long form, in UTC", () => {
    expect(longDate.format(new Date("2025-09-02T09:00:00.000Z"))).toBe("September 2, 2025");
    expect(longDate.format(new Date("2025-09-02T23:30:00-05:00"))).toBe("September 3, 2025");
  });

  it("writes plan prices in US dollars", () => {
    expect(planPrice.format(14.99)).toBe("$14.99");
  });

  it("writes counts up to twenty in words, larger ones in digits", () => {
    expect(countInWords(4)).toBe("four");
    expect(countInWords(0)).toBe("zero");
    expect(countInWords(20)).toBe("twenty");
    expect(countInWords(21)).toBe("21");
    expect(countInWords(2.5)).toBe("2.5");
  });

  it("capitalises a count that starts a sentence", () => {
    expect(countInWords(5, { capital: true })).toBe("Five");
    expect(countInWords(40, { capital: true })).toBe("40");
  });
});
