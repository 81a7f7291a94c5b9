import { inject } from "vitest";

/**
 * This worker's own database: integration files run side by side, each worker on a migrated database of its own,
 * and a worker runs its files one after another, so no file meets another's rows, sessions or rate limits.
 */
export function workerDatabaseUrl(): string {
  const urls = inject("databaseUrls");
  // Vitest numbers the workers of a run from 1 to maxWorkers; two files running at once never share a number.
  const url = urls[Number(process.env.VITEST_POOL_ID ?? "1") - 1];
  if (!url) throw new Error(`no test database for worker ${process.env.VITEST_POOL_ID} (${urls.length} made)`);
  return url;
}
