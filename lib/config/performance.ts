// Web-vitals budgets the browser reports against, and how lazily images load.
export const performance = {
  metricBuffer: 100,
  lcpMs: 2500,
  firstInputDelayMs: 100,
  layoutShift: 0.1,
  lazyImages: { rootMargin: "50px", threshold: 0.01 },
} as const;
