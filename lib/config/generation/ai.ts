// How long the AI providers get, and how often they are retried.
export const ai = {
  /** A provider that has not produced its first token by then is skipped for the next one. */
  firstTokenTimeoutMs: 20_000,
  /** Structured output (content plans, hooks, voice descriptions) arrives whole; it gets longer. */
  objectTimeoutMs: 60_000,
  /** SDK retries per provider when it is the only one; with a fallback the other provider is the retry. */
  soloRetries: 1,
} as const;
