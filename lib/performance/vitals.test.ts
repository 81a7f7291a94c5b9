import { describe, expect, it } from "vitest";

import { cumulativeLayoutShift, MetricBuffer, rate, thresholds } from "./vitals";

describe("web vitals", () => {
  it("rates against the configured thresholds (and INP's own 200 ms)", () => {
    expect(thresholds).toEqual({ LCP: 2500, FID: 100, CLS: 0.1, INP: 200 });
    expect(rate({ name: "LCP", value: 2500 })).toBe("good");
    expect(rate({ name: "LCP", value: 2501 })).toBe("poor");
    expect(rate({ name: "CLS", value: 0.11 })).toBe("poor");
  });

  it("keeps only the last 100 metrics", () => {
    const buffer = new MetricBuffer();
    for (let i = 0; i < 130; i++) buffer.add({ name: "FID", value: i, timestamp: i, url: "/" });
    expect(buffer.list()).toHaveLength(100);
    expect(buffer.list()[0]?.value).toBe(30);
    expect(buffer.list().at(-1)?.value).toBe(129);
  });

  it("sums layout shifts per session window, ignoring shifts after input", () => {
    const shifts = [
      { value: 0.05, startTime: 100, hadRecentInput: false },
      { value: 0.04, startTime: 600, hadRecentInput: false },
      { value: 0.5, startTime: 700, hadRecentInput: true },
      { value: 0.03, startTime: 3000, hadRecentInput: false },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.09);
  });
});
