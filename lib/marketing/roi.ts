// The ROI calculator: money saved a week = hours × rate × share of time saved.
import { roiCalculator } from "../config/marketing/pages";

export type RoiResult = { hoursSaved: number; moneySaved: number };

export function clampHours(hours: number): number {
  const { minHoursPerWeek, maxHoursPerWeek, step } = roiCalculator;
  const stepped = Math.round(hours / step) * step;
  return Math.min(maxHoursPerWeek, Math.max(minHoursPerWeek, Number.isFinite(stepped) ? stepped : minHoursPerWeek));
}

export function weeklyRoi(hoursPerWeek: number): RoiResult {
  const hours = clampHours(hoursPerWeek);
  const hoursSaved = Math.round(hours * roiCalculator.timeSavedShare * 10) / 10;
  const moneySaved = Math.round(hours * roiCalculator.hourlyRate * roiCalculator.timeSavedShare * 100) / 100;
  return { hoursSaved, moneySaved };
}

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$675" for whole amounts, "$67.50" otherwise. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : cents.format(amount);
}
