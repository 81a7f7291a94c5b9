// What the production server checks of its build before it starts.
import type { Env } from "../../lib/env.ts";

/** The part of Next's recorded configuration (.next/required-server-files.json) the server reads. */
export type BuildConfig = { env?: Record<string, string> };

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The static pages name the origin the build was given (canonical URLs, Open Graph, JSON-LD, RSS): a server told
 * another APP_URL would write emails, the sitemap and robots.txt for one origin and pages for another. A build for
 * this machine (localhost) may run on any port: it is for trying out and tests, never for crawlers.
 */
export function startupProblems(config: BuildConfig, value: Pick<Env, "APP_URL">): string[] {
  const built = config.env?.HOOKLINE_BUILD_APP_URL;
  if (!built || built === value.APP_URL || localHosts.has(new URL(built).hostname)) return [];
  return [
    `APP_URL is ${value.APP_URL}, but this build was made for ${built}: build again with APP_URL=${value.APP_URL} (its static pages name the origin).`,
  ];
}
