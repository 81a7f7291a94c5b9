import { describe, expect, it } from "vitest";

import { roiCalculator } from "../config/marketing/pages";
import { clampHours, formatUsd, weeklyRoi } from "./roi";

describe("ROI calculator", () => {
  it.each([
    [1, 0.9, 67.5, "$67.50"],
    [10, 9, 675, "$675"],
    [40, 36, 2700, "$2,700"],
  ])("%i hours a week saves %d hours and %d dollars", (hours, hoursSaved, moneySaved, shown) => {
    expect(weeklyRoi(hours)).toEqual({ hoursSaved, moneySaved });
    expect(formatUsd(moneySaved)).toBe(shown);
  });

  it("keeps the slider's range and step", () => {
    expect(roiCalculator).toMatchObject({
      minHoursPerWeek: 1,
      maxHoursPerWeek: 40,
      step: 1,
      hourlyRate: 75,
      timeSavedShare: 0.9,
    });
    expect([clampHours(0), clampHours(41), clampHours(9.6), clampHours(Number.NaN)]).toEqual([1, 40, 10, 1]);
  });
});
