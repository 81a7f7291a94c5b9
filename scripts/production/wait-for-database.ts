// A database that is still starting (a fresh PostgreSQL container initialises before it takes TCP connections)
// is waited for, briefly, instead of failing the one-shot migration that everything else waits on.
import pg from "pg";

const retryable = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "57P03"]);

/** Resolves once `SELECT 1` answers; throws the last error when the database is still unreachable after `timeoutMs`. */
export async function waitForDatabase(
  url: string,
  timeoutMs: number,
  log: (line: string) => void = () => {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query("SELECT 1");
      return;
    } catch (error) {
      const code = (error as { code?: string }).code ?? "";
      if (!retryable.has(code) || Date.now() >= deadline) throw error;
      if (attempt === 1)
        log(`the database is not answering yet (${code}); waiting up to ${Math.round(timeoutMs / 1000)} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
