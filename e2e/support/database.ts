// Direct access to the database the e2e server runs on (scripts/e2e.ts passes its URL): checks, and setting up states
// that would take a month to reach through the UI (a used-up allowance).
import pg from "pg";

export async function queryRows<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set; run the end-to-end tests with npm run test:e2e");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
