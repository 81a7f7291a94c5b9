import type { NextConfig } from "next";
import { randomBytes } from "node:crypto";
import { editorSettings } from "./lib/editor/settings.ts";
import { env } from "./lib/env.ts";

// A fresh id per build: Next's build id, and the version of the service worker's cache.
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Content-Security-Policy", value: "frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'" },
  ...(env.NODE_ENV === "production"
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
    : []),
];

/**
 * In development with the editor on, every .tsx/.jsx of app/ and components/ gets its elements' codebase ids
 * (issue 10). The loader itself skips other folders; production builds never load it.
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
  reactStrictMode: true,
  poweredByHeader: false,
  // A lockfile in a parent folder would otherwise make Turbopack guess the wrong workspace root.
  turbopack: { root: import.meta.dirname, rules: editorRules() },
  // The editor answers a signed-in non-owner with forbidden(): a real 403 with the editor's own page.
  experimental: { authInterrupts: true },
  generateBuildId: async () => buildId,
  env: { HOOKLINE_BUILD_ID: buildId },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        source: "/sw.js",
        headers: [
          { key: "Cache-Control", value: "no-cache, no-store, must-revalidate" },
          { key: "Service-Worker-Allowed", value: "/" },
        ],
      },
    ];
  },
};

export default config;
