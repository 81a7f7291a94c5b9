// BETTER_AUTH_SECRET for local runs: when it is unset, `npm run dev` and `npm start` on the embedded database use
// a random secret kept in .data/auth-secret, so sessions survive restarts. A production server on its own
// DATABASE_URL must be given one.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { repoRoot } from "./local-database.ts";

export function localAuthSecret(): string {
  const file = path.join(repoRoot, ".data", "auth-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
