// The production server: how it shuts down and keeps connections, and the largest request body it reads.
export const server = {
  /** After SIGTERM, requests in flight get this long to finish (SHUTDOWN_GRACE_SECONDS overrides it). */
  shutdownGraceMs: 20_000,
  /** Then this long for streams to send their error event and give their units back, before the process exits. */
  shutdownSettleMs: 3_000,
  /** What a request refused because the server is restarting tells its client to wait, in seconds. */
  restartRetryAfterSeconds: 5,
  /** What a request refused because no AI writer answers tells its client to wait, in seconds. */
  writersRetryAfterSeconds: 60,
  /**
   * Idle keep-alive connections stay open this long: longer than a proxy in front keeps them (Caddy and most load
   * balancers: 60 s or less), so the proxy never sends a request on a connection the server is closing.
   */
  keepAliveTimeoutMs: 65_000,
  /** How long the migration command waits for a database that is still starting (a fresh container). */
  migrateDatabaseWaitMs: 60_000,
} as const;

export const requestBody = {
  /** The largest body any route reads; a larger one is answered 413 before it is parsed. */
  maxBytes: 1024 * 1024,
  /** The editor's source mutations carry whole files (up to 500 KB each). */
  editorMutationMaxBytes: 8 * 1024 * 1024,
} as const;

/** Prerendered pages: compressed once when the server starts, and how long shared caches may keep them. */
export const prerenderedPages = {
  /** The highest levels: each page is compressed once per start, on zlib's thread pool, never per request. */
  gzipLevel: 9,
  brotliQuality: 11,
  /**
   * A CDN or proxy cache may answer a page this long without asking the server, then revalidates it with its ETag
   * (a 304 when nothing changed): a new build reaches every visitor within this time. Browsers revalidate each visit.
   */
  sharedMaxAgeSeconds: 60,
} as const;

/** The build assets compose's Caddy serves from its volume (scripts/production/publish-assets.ts). */
export const assets = {
  /** An earlier build's scripts stay this long after the last build that had them, for pages still open or cached. */
  previousBuildsKeptDays: 7,
} as const;
