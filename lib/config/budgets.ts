// What a page or a request may cost, in what can be counted: bytes and database round trips. Counts are
// deterministic, so `npm test` fails over them (test:budgets on the build, the round-trips integration test), and
// bench:js and bench:db print the same tables. Timings are the benchmarks' business, never a test's.

/**
 * First-load JavaScript: the gzip bytes of the scripts a page loads before it is interactive, as a multiple of what
 * an empty App Router page built with the same Next.js loads. `page` is fetched; `route` names it in the build.
 */
export const firstLoadJsBudgets = [
  { page: "/", route: "/", ratio: 1.1 },
  { page: "/blog", route: "/blog", ratio: 1.05 },
  { page: "/blog/ai-copywriting-playbook-2025", route: "/blog/[slug]", ratio: 1.05 },
  { page: "/hello-world", route: "/hello-world", ratio: 1.05 },
  { page: "/this-page-does-not-exist", route: "/_not-found", ratio: 1.05 },
  // Signed-in screens: interactive by nature, and held where they are (their forms and answers still read with zod).
  { page: "/dashboard", route: "/dashboard", ratio: 1.7 },
  { page: "/generator", route: "/generator", ratio: 2.05 },
  { page: "/profile", route: "/profile", ratio: 1.75 },
] as const;

/**
 * The HTML of prerendered pages, as sent (raw) and compressed (gzip), in KB: the markup plus the React Server
 * Components payload inlined for hydration, which repeats the page's content once.
 */
export const htmlBudgets = [
  { page: "/", rawKb: 80, gzipKb: 16 },
  { page: "/blog/ai-copywriting-playbook-2025", rawKb: 100, gzipKb: 25.5 },
] as const;

/*
 * Round trips to PostgreSQL a request may take, counted at the wire (every Sync and simple Query message the app
 * sends). A generation counts what it waits for before its first token apart from what follows it, since only the
 * first part delays the writer.
 */
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
