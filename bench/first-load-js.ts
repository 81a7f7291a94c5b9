// npm run bench:js [-- --no-build] — builds Hookline (unless told not to) and prints each budgeted page's first-load
// JavaScript (gzip KB) and its ratio to an empty App Router page of the same Next.js, and the HTML sizes: the same
// check, with the same budgets (lib/config/budgets.ts), that npm test runs on its build (npm run test:budgets).
// Exits 1 when a page is over its budget.
import "../scripts/lib/dotenv-production.ts";

import { spawnSync } from "node:child_process";
import path from "node:path";

import { repoRoot } from "../scripts/lib/local-database.ts";
import { buildApp } from "../scripts/lib/production-server.ts";

if (!process.argv.includes("--no-build")) buildApp();
const check = spawnSync(
  process.execPath,
  ["--no-warnings=ExperimentalWarning", path.join(repoRoot, "scripts", "check-budgets.ts")],
  { cwd: repoRoot, stdio: "inherit" },
);
process.exit(check.status ?? 1);
