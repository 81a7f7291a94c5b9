// npm run bench:db — round trips to PostgreSQL per route, counted at the wire: on a fresh, migrated database, the
// app's connection goes through a proxy that counts every Sync and simple Query message (tests/support/wire-counter),
// and each budgeted route is called once as a client calls it (a generation by a new trial subscriber, the writer a
// local fake). Prints the table against the budgets of lib/config/budgets.ts; exits 1 when a route is over.
import "../scripts/lib/dotenv-production.ts";

import path from "node:path";
import { createJiti } from "jiti";

import { env } from "../lib/env.ts";
import { startFakeAI } from "../tests/support/fake-ai.ts";
import { createTestDatabase } from "../tests/support/test-database.ts";
import { startWireCounter } from "../tests/support/wire-counter.ts";

const root = path.join(import.meta.dirname, "..");
const database = await createTestDatabase(env.DATABASE_URL, "bench-db");
const counter = await startWireCounter(database.url);
const fake = await startFakeAI();
Object.assign(process.env, {
  DATABASE_URL: counter.url,
  APP_URL: "http://localhost:3000",
  BETTER_AUTH_SECRET: "bench-db-secret-0123456789abcdef0123456789",
  RESEND_API_KEY: "",
  STRIPE_SECRET_KEY: "",
  AI_PRIMARY_PROVIDER: "openai",
  OPENAI_API_KEY: "sk-bench-fake",
  OPENAI_BASE_URL: fake.openaiBaseUrl,
  ANTHROPIC_API_KEY: "",
});

// The routes are written for Next's resolver (`@/` paths, extensionless imports, `server-only`); jiti loads them so.
const jiti = createJiti(import.meta.url, {
  jsx: { runtime: "automatic" },
  alias: { "@": root, "server-only": path.join(root, "tests", "support", "empty-module.ts") },
});

try {
  const { subscribeOnboarding } = await jiti.import<typeof import("../lib/onboarding/subscribers.ts")>(
    "../lib/onboarding/subscribers.ts",
  );
  subscribeOnboarding();
  const { measureRoundTrips, overBudget } = await jiti.import<
    typeof import("../tests/support/round-trip-scenarios.ts")
  >("../tests/support/round-trip-scenarios.ts");
  const measured = await measureRoundTrips(counter, fake);

  const budgetOf = ({ budget }: (typeof measured)[number]) =>
    "total" in budget ? `${budget.total}` : `${budget.beforeFirstToken} + ${budget.afterFirstToken}`;
  const countOf = ({ budget, before, after }: (typeof measured)[number]) =>
    "total" in budget ? `${before.length + after.length}` : `${before.length} + ${after.length}`;
  console.log("Round trips to PostgreSQL per request (before + after the first token for a generation)\n");
  console.log(`${"route".padEnd(46)} ${"measured".padStart(9)} ${"budget".padStart(9)}`);
  for (const row of measured) {
    const over = overBudget(row).length > 0;
    console.log(
      `${row.route.padEnd(46)} ${countOf(row).padStart(9)} ${budgetOf(row).padStart(9)}${over ? "  OVER" : ""}`,
    );
  }
  const problems = measured.flatMap(overBudget);
  if (problems.length > 0) {
    console.log(`\n${problems.join("\n\n")}`);
    process.exitCode = 1;
  }
} finally {
  const { getDb } = await jiti.import<typeof import("../lib/db.ts")>("../lib/db.ts");
  await getDb().$disconnect();
  await fake.close();
  await counter.close();
  await database.drop();
}
