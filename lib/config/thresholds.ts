// Scroll thresholds and the product's other fixed numbers.
export const scroll = {
  navChangePx: 50,
  scrollHintPx: 200,
  /** The landing page's three scroll cards appear at these scroll progress values. */
  cardProgress: [0, 0.33, 0.66],
} as const;

export const blog = {
  collapsedTags: 8,
  tagsPerCard: 3,
  excerptLines: 3,
  relatedArticles: 2,
  dateLocale: "en-US",
} as const;

export const roiCalculator = {
  minHoursPerWeek: 1,
  maxHoursPerWeek: 40,
  step: 1,
  hourlyRate: 75,
  timeSavedShare: 0.9,
} as const;

export const onboarding = {
  tasks: 5,
  creditsPerTask: 1,
  surveyHours: { min: 0, max: 40, default: 5 },
  demoUsage: { used: 2, limit: 10 },
  /** A visitor's finished demo waits this long in the browser for their sign-up, then no longer counts. */
  pendingDemoDays: 7,
} as const;

export const legal = {
  minimumAge: 18,
  accountDeletionDays: 30,
  breachNoticeHours: 72,
  rightsRequestDays: 30,
  governingLaw: "Germany",
  courts: "Berlin",
} as const;

export const performance = {
  metricBuffer: 100,
  lcpMs: 2500,
  firstInputDelayMs: 100,
  layoutShift: 0.1,
  lazyImages: { rootMargin: "50px", threshold: 0.01 },
} as const;

/** Contact form submissions per IP. */
export const contactRateLimit = { name: "contact:ip", limit: 5, windowSeconds: 10 * 60 } as const;

/** Newsletter sign-ups per IP. */
export const newsletterRateLimit = { name: "newsletter:ip", limit: 10, windowSeconds: 10 * 60 } as const;

export const ai = {
  /** A provider that has not produced its first token by then is skipped for the next one. */
  firstTokenTimeoutMs: 20_000,
  /** Structured output (content plans, hooks, voice descriptions) arrives whole; it gets longer. */
  objectTimeoutMs: 60_000,
  /** SDK retries per provider when it is the only one; with a fallback the other provider is the retry. */
  soloRetries: 1,
} as const;
