import type { TestProject } from "vitest/node";

import { env } from "../../lib/env.ts";
import { createTestDatabase } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One database per test worker, in the order of the workers' pool ids (1, 2, …). */
    databaseUrls: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await createTestDatabase(env.DATABASE_URL, "test", { copies: project.config.maxWorkers - 1 });
  project.provide("databaseUrls", database.urls);
  return () => database.drop();
}
