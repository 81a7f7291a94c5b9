// Round trips to PostgreSQL a request may take, counted at the wire (every Sync and simple Query message the app
// sends): the integration test fails over these and `npm run bench:db` prints them. A generation counts what it
// waits for before its first token apart from what follows it, since only the first part delays the writer.
export type RoundTripBudget = { beforeFirstToken: number; afterFirstToken: number } | { total: number };

/** A generation: the session or key, the limits, the entitlement, the brand voice and the unit's reservation. */
const generation = { beforeFirstToken: 3, afterFirstToken: 1 } as const;

/**
 * A generation sent with an Idempotency-Key claims the key in its first statement, and records its answer for
 * retries once the answer exists: one statement more after the first token than without a key. The budgets are
 * for a user's first generation, which also completes the onboarding task; later ones skip that statement.
 */
const recordedGeneration = { beforeFirstToken: 3, afterFirstToken: 2 } as const;

export const roundTripBudgets = {
  "POST /api/generate": generation,
  /** The same user again: the onboarding task is known to be done, so nothing follows the first token. */
  "POST /api/generate (a later one)": { beforeFirstToken: 3, afterFirstToken: 0 },
  "POST /api/v1/generate (JSON)": generation,
  "POST /api/v1/generate (SSE)": generation,
  "POST /api/v1/generate (JSON, Idempotency-Key)": recordedGeneration,
  "POST /api/v1/generate (SSE, Idempotency-Key)": recordedGeneration,
  "MCP tools/call generate_copy": generation,
  "GET /api/usage": { total: 2 },
  "GET /api/copies": { total: 2 },
  "GET /api/health": { total: 1 },
} as const satisfies Record<string, RoundTripBudget>;

export type BudgetedRoute = keyof typeof roundTripBudgets;
