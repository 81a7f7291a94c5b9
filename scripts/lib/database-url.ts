// Where scripts find their database: DATABASE_URL when it is set, otherwise this checkout's embedded server.
import { env } from "../../lib/env.ts";
import { startLocalDatabase, type LocalDatabase } from "./local-database.ts";

export type Database = { url: string; embedded: boolean; stop(): Promise<void> };

export async function openDatabase(log: (line: string) => void = () => {}): Promise<Database> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  const local: LocalDatabase = await startLocalDatabase({ log });
  return { url: local.url, embedded: true, stop: local.stop };
}
