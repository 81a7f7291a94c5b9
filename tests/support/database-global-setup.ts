import type { TestProject } from "vitest/node";

import { env } from "../../lib/env.ts";
import { createTestDatabase } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await createTestDatabase(env.DATABASE_URL, "test");
  project.provide("databaseUrl", database.url);
  return () => database.drop();
}
