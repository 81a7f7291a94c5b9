// Round trips to PostgreSQL a request may take, counted at the wire (every Sync and simple Query message the app
// sends): the integration test fails over these and `npm run bench:db` prints them. A generation counts what it
// waits for before its first token apart from what follows it, since only the first part delays the writer.
export type RoundTripBudget = { beforeFirstToken: number; afterFirstToken: number } | { total: number };

/** A generation: the session or key, the limits, the entitlement, the brand voice and the unit's reservation. */
const generation = { beforeFirstToken: 3, afterFirstToken: 1 } as const;

export const roundTripBudgets = {
  "POST /api/generate": generation,
  "POST /api/v1/generate (JSON)": generation,
  "POST /api/v1/generate (SSE)": generation,
  "MCP tools/call generate_copy": generation,
  "GET /api/usage": { total: 2 },
  "GET /api/copies": { total: 2 },
  "GET /api/health": { total: 1 },
} as const satisfies Record<string, RoundTripBudget>;

export type BudgetedRoute = keyof typeof roundTripBudgets;
