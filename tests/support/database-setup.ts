// Runs in each integration worker before its test file is imported, so lib/env reads the run's database.
import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
