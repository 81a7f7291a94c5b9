// The last 100 performance metrics {name, value, timestamp, url}, each rated against its threshold.
// Values are computed and kept; nothing acts on them.
import { performance as budgets } from "../config/performance";

export type MetricName = "LCP" | "FID" | "CLS" | "INP";
export type Metric = { name: MetricName; value: number; timestamp: number; url: string };

export const thresholds: Record<MetricName, number> = {
  LCP: budgets.lcpMs,
  FID: budgets.firstInputDelayMs,
  CLS: budgets.layoutShift,
  INP: 200,
};

export function rate(metric: Pick<Metric, "name" | "value">): "good" | "poor" {
  return metric.value <= thresholds[metric.name] ? "good" : "poor";
}

export class MetricBuffer {
  private readonly items: Metric[] = [];
  private readonly capacity: number;

  constructor(capacity: number = budgets.metricBuffer) {
    this.capacity = capacity;
  }

  add(metric: Metric): void {
    this.items.push(metric);
    if (this.items.length > this.capacity) this.items.splice(0, this.items.length - this.capacity);
  }

  list(): readonly Metric[] {
    return this.items;
  }
}

/**
 * Cumulative layout shift as web-vitals defines it: the largest "session window" of shifts without recent
 * input (gaps under 1 s, windows up to 5 s).
 */
export function cumulativeLayoutShift(shifts: { value: number; startTime: number; hadRecentInput: boolean }[]): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let previous = 0;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (current > 0 && shift.startTime - previous < 1000 && shift.startTime - first < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}
