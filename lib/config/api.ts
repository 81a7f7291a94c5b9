// The public API and the MCP server: keys, idempotency and pages. Their rate limits are in ./rate-limits.ts.
export const api = {
  /** Keys made for the API and MCP per user, besides the browser extension's one key. */
  maxKeysPerUser: 10,
  keyNameMaxLength: 60,
  idempotency: {
    /** How long a finished request's answer is kept for retries. */
    keepHours: 24,
    /** A request still pending after this long is taken to have died with its server; a retry may start it again. */
    pendingLeaseSeconds: 600,
    maxKeyLength: 255,
  },
  library: { defaultPageSize: 50, maxPageSize: 100 },
  /**
   * The most JSON-RPC messages one MCP request may carry as a batch (the SDK's own ceiling too); each counts against
   * the key's limits as a request of its own.
   */
  mcpMaxBatchCalls: 100,
  /** The public OpenAPI document: the same for everyone, so caches may keep it (the one public API answer). */
  openApiPath: "/api/v1/openapi.json",
  /** How long caches may keep the public OpenAPI document. */
  openApiMaxAgeSeconds: 300,
} as const;
