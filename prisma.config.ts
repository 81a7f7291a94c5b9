// Used by the Prisma CLI (`prisma generate`, and `prisma migrate deploy` where it can download its engine).
// The CLI does not load .env; DATABASE_URL must be in the environment.
import { defineConfig, env } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: env("DATABASE_URL") },
});
