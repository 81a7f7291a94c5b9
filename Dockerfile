# syntax=docker/dockerfile:1
# Hookline's production image. Build it with the app's public address (the static pages bake it in):
#   docker build --build-arg APP_URL=https://hookline.example.com -t hookline .
# Run it with DATABASE_URL, BETTER_AUTH_SECRET and APP_URL (README, "Deploy"); compose.yaml runs the whole set.
# `npm run verify:production` copies exactly what the runtime stage's COPY lines copy into an empty folder and runs
# it there, outside a container, on every test run: keep those lines in the `COPY --from=build /app/<path> <dest>` form.
ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Dependencies first (their layer is reused while package*.json stay the same); postinstall generates the Prisma client.
# npm install, not npm ci: the lockfile may lack the newest optional binaries of other platforms (next's SWC,
# Tailwind's oxide), which npm ci refuses; it still installs the locked versions of everything it lists.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts ./scripts
RUN npm install --no-audit --no-fund
COPY . .
ARG APP_URL
ARG POSTHOG_KEY=""
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
# The schema and its migrations: the migration command reads both.
COPY --from=build /app/prisma ./prisma
# The app's files stay root's and read-only to it; only Next's cache folder is its own, and /srv/assets, where
# compose's `assets` service publishes the static files for Caddy (a fresh volume takes this folder's owner).
RUN mkdir -p .next/cache /srv/assets && chown node:node .next/cache /srv/assets
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations: the same image runs `node --no-warnings=ExperimentalWarning scripts/production/migrate.ts`; the static
# files for a proxy that serves them: `node --no-warnings=ExperimentalWarning scripts/production/publish-assets.ts <folder>`.
CMD ["node", "--no-warnings=ExperimentalWarning", "scripts/production/server.ts"]
