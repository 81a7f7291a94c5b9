// `prisma generate` without network access: the CLI only needs a schema engine that answers --version,
// and a DATABASE_URL (prisma.config.ts reads it even though generate never connects).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const result = spawnSync(path.join(root, "node_modules", ".bin", "prisma"), ["generate"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, "scripts", "prisma-engine-stub.sh"),
    DATABASE_URL: process.env.DATABASE_URL || "postgresql://generate:unused@127.0.0.1:5432/unused",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
