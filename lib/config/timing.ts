// Fixed waits: the screens' own delays (toasts, redirects, preloads), and how long the server waits on its database
// before calling it down.
export const delays = {
  toastMs: 5000,
  confirmationRedirectMs: 2000,
  passwordResetRedirectMs: 2500,
  paymentSuccessWaitMs: 3000,
  demoGenerationMs: 450,
  hoverPreloadMs: 100,
  /** On / the features and dashboard screens are preloaded after 2 s; on /features the dashboard after 1 s. */
  landingPreloadMs: 2000,
  featuresPreloadMs: 1000,
} as const;

/** GET /api/health: how long `SELECT 1` may take before the database counts as down, and when to ask again. */
export const healthCheck = {
  databaseTimeoutMs: 2000,
  retryAfterSeconds: 5,
} as const;

/** While the database is unreachable: what API answers tell clients to wait, and how often the server checks it is back. */
export const databaseOutage = {
  retryAfterSeconds: 5,
  probeIntervalMs: 5_000,
} as const;
