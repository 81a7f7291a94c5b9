#!/usr/bin/env sh
# Stands in for Prisma's native schema engine, which cannot be downloaded on offline machines, so that
# `prisma generate`, `validate` and `format` run. It answers only `--version` and fails loudly otherwise, so no
# migrate command can silently pretend to succeed. Migrations go through scripts/db-migrate.ts instead.
if [ "$1" = "--version" ]; then
  echo "schema-engine-cli 0.0.0-offline-stub"
  exit 0
fi
echo "prisma-engine-stub: the native schema engine is not available here; use npm run db:migrate / db:migration" >&2
exit 1
