/** The public API and the MCP server: keys, rate limits, idempotency and pages. */
export const api = {
  /** Keys made for the API and MCP per user, besides the browser extension's one key. */
  maxKeysPerUser: 10,
  keyNameMaxLength: 60,
  /** Every request made with one key, per minute. */
  keyRateLimit: { name: "api:key", limit: 60, windowSeconds: 60 },
  /** Every request made with any of a user's keys, per minute: several keys do not multiply the allowance. */
  userRateLimit: { name: "api:user", limit: 120, windowSeconds: 60 },
  /** Requests with a key that is not valid, per address and minute. */
  invalidKeyRateLimit: { name: "api:invalid-key", limit: 30, windowSeconds: 60 },
  idempotency: {
    /** How long a finished request's answer is kept for retries. */
    keepHours: 24,
    /** A request still pending after this long is taken to have died with its server; a retry may start it again. */
    pendingLeaseSeconds: 600,
    maxKeyLength: 255,
  },
  library: { defaultPageSize: 50, maxPageSize: 100 },
  /** The public OpenAPI document: the same for everyone, so caches may keep it (the one public API answer). */
  openApiPath: "/api/v1/openapi.json",
  /** How long caches may keep the public OpenAPI document. */
  openApiMaxAgeSeconds: 300,
} as const;
