// The production server's own timings, in milliseconds.
export const server = {
  /** After SIGTERM, requests in flight get this long to finish before their work is told to stop. */
  shutdownGraceMs: 20_000,
  /** Then this long for streams to send their error event and give their units back, before the process exits. */
  shutdownSettleMs: 3_000,
} as const;
