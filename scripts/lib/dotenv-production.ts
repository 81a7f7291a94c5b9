// Side effect: loads .env files the way `next start` does. Import it first, before anything reads lib/env.ts.
import "./report-env-errors.ts";

import nextEnv from "@next/env";

import { repoRoot } from "./local-database.ts";

nextEnv.loadEnvConfig(repoRoot, false, { info: () => {}, error: console.error });
