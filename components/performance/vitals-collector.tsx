"use client";

import { useEffect } from "react";

import { cumulativeLayoutShift, MetricBuffer, type MetricName } from "@/lib/performance/vitals";

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type EventTiming = PerformanceEntry & { processingStart: number; interactionId?: number };

const buffer = new MetricBuffer();

/** The collected metrics, newest last (kept per tab; only measured, nothing acts on them). */
export function collectedVitals() {
  return buffer.list();
}

function observe(
  type: string,
  onEntries: (entries: PerformanceEntry[]) => void,
  options: Record<string, unknown> = {},
): PerformanceObserver | null {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
  const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
  observer.observe({ type, buffered: true, ...options } as PerformanceObserverInit);
  return observer;
}

export function VitalsCollector() {
  useEffect(() => {
    const record = (name: MetricName, value: number) =>
      buffer.add({ name, value, timestamp: Date.now(), url: window.location.pathname });
    const shifts: LayoutShift[] = [];
    let worstInteraction = 0;
    const observers = [
      observe("largest-contentful-paint", (entries) => {
        const last = entries.at(-1);
        if (last) record("LCP", last.startTime);
      }),
      observe("first-input", (entries) => {
        const first = entries[0] as EventTiming | undefined;
        if (first) record("FID", first.processingStart - first.startTime);
      }),
      observe("layout-shift", (entries) => {
        shifts.push(...(entries as LayoutShift[]));
        record("CLS", cumulativeLayoutShift(shifts));
      }),
      observe(
        "event",
        (entries) => {
          for (const entry of entries as EventTiming[]) {
            if (!entry.interactionId || entry.duration <= worstInteraction) continue;
            worstInteraction = entry.duration;
            record("INP", entry.duration);
          }
        },
        { durationThreshold: 40 },
      ),
    ];
    (window as Window & { hooklineVitals?: typeof collectedVitals }).hooklineVitals = collectedVitals;
    return () => observers.forEach((observer) => observer?.disconnect());
  }, []);
  return null;
}
