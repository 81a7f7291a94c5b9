import { randomBytes } from "node:crypto";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

import { assertBuildEnv } from "./lib/build-env.ts";
import { contentSecurityPolicy } from "./lib/csp/policy.ts";
import { editorSettings } from "./lib/editor/settings.ts";
import { env } from "./lib/env.ts";
import { reviewResponseHeaders } from "./lib/review/headers.ts";

// A fresh id per build: Next's build id, and the version of the service worker's cache.
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  ...(env.NODE_ENV === "production"
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
    : // In production the server in front of Next sends the policy, with script-src (scripts/production/
      // content-security-policy.ts): a header from here would replace it.
      [{ key: "Content-Security-Policy", value: contentSecurityPolicy() }]),
];

/**
 * In development with the editor on, every .tsx/.jsx of app/ and components/ gets its elements' codebase ids.
 * The loader itself skips other folders; production builds never load it.
 */
function editorRules(): NonNullable<NextConfig["turbopack"]>["rules"] {
  const settings = editorSettings();
  if (!settings.enabled || env.NODE_ENV !== "development") return {};
  const rule = {
    condition: { all: ["development" as const, { not: "foreign" as const }] },
    loaders: [{ loader: "./lib/editor/loader/stamp-loader.ts", options: { root: settings.root } }],
  };
  return { "*.tsx": rule, "*.jsx": rule };
}

const config: NextConfig = {
  // A self-contained server (.next/standalone) that the Docker image runs without the repository's node_modules.
  output: "standalone",
  // `next dev` serves its scripts and hot reload only to the hosts it knows: every local spelling of APP_URL's host,
  // so http://127.0.0.1:3000 works as well as http://localhost:3000.
  allowedDevOrigins: env.APP_ORIGINS.map((origin) => new URL(origin).hostname),
  reactStrictMode: true,
  // The job queue loads its own modules at run time (its config loader, its SQL migrations), so it is not bundled.
  serverExternalPackages: ["graphile-worker"],
  // The editor asks /api/health every few seconds whether the development server still answers: not worth a line.
  logging: { incomingRequests: { ignore: [/^\/api\/health\b/] } },
  poweredByHeader: false,
  // A lockfile in a parent folder would otherwise make Turbopack guess the wrong workspace root.
  turbopack: { root: import.meta.dirname, rules: editorRules() },
  // The editor answers a signed-in non-owner with forbidden(): a real 403 with the editor's own page.
  // caseSensitiveRoutes: redirect sources match their exact casing, so /roadmap can lead to /Roadmap without a loop.
  // globalNotFound: unknown paths get app/global-not-found.tsx, so the site's frame is not in every page's payload.
  experimental: { authInterrupts: true, caseSensitiveRoutes: true, globalNotFound: true },
  // The builds `npm test` makes skip Next's type check: its typecheck stage has run the same check before them.
  typescript: { ignoreBuildErrors: env.HOOKLINE_BUILD_TYPECHECK === "skip" },
  generateBuildId: async () => buildId,
  // HOOKLINE_BUILD_APP_URL: the origin the static pages were built for; the production server refuses another.
  env: { HOOKLINE_BUILD_ID: buildId, HOOKLINE_BUILD_APP_URL: env.APP_URL },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Its link carries a reset code in the query string, which a referrer would hand to the next request.
      { source: "/reset-password", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      // A review link's token is its path: kept out of search engines, shared caches and the next page's Referer.
      {
        source: "/review/:path*",
        headers: Object.entries(reviewResponseHeaders).map(([key, value]) => ({ key, value })),
      },
      {
        source: "/sw.js",
        headers: [
          { key: "Cache-Control", value: "no-cache, no-store, must-revalidate" },
          { key: "Service-Worker-Allowed", value: "/" },
        ],
      },
    ];
  },
  // Addresses people guess or old links use, answered with where that content lives (308, permanent).
  async redirects() {
    return [
      { source: "/pricing", destination: "/?scrollTo=pricing", permanent: true },
      { source: "/roadmap", destination: "/Roadmap", permanent: true },
      // The home page opens the auth dialog on that view (components/auth/next-path-capture.tsx).
      { source: "/login", destination: "/?auth=sign-in", permanent: true },
      { source: "/signup", destination: "/?auth=sign-up", permanent: true },
    ];
  },
};

export default function nextConfig(phase: string): NextConfig {
  // `next typegen` loads the configuration in the build phase too, but writes only types: it needs no APP_URL.
  if (phase === PHASE_PRODUCTION_BUILD && !process.argv.includes("typegen")) assertBuildEnv(env);
  return config;
}
