// Where scripts find their database: DATABASE_URL when it is set, otherwise this checkout's embedded server.
import { env } from "../../lib/env.ts";
import { startLocalDatabase, type LocalDatabase } from "./local-database.ts";

/** `dataDir`: where the embedded server keeps its data; undefined on DATABASE_URL. */
export type Database = { url: string; embedded: boolean; dataDir?: string; stop(): Promise<void> };

export async function openDatabase(log: (line: string) => void = () => {}): Promise<Database> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  const local: LocalDatabase = await startLocalDatabase({ log });
  return { url: local.url, embedded: true, dataDir: local.dataDir, stop: local.stop };
}

/**
 * The frame of a one-shot database command: open the database, run `work`, report a failure as `tag: message`
 * with exit code 1, stop the database, and exit (the wasm schema engine leaves a 10-second timer behind).
 */
export async function runDatabaseCommand(tag: string, work: (url: string) => Promise<string>): Promise<never> {
  const database = await openDatabase();
  try {
    console.log(`${tag}: ${await work(database.url)}`);
  } catch (error) {
    console.error(`${tag}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await database.stop();
  }
  process.exit();
}
