// The permanent redirects of next.config.ts, matched the way Next matches them (path-to-regexp, with the config's
// case sensitivity), so a source that also matched its own destination (a redirect loop) fails here.
import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { describe, expect, it } from "vitest";

import nextConfig from "@/next.config";

const config = nextConfig(PHASE_DEVELOPMENT_SERVER);
const redirects = (await config.redirects?.()) ?? [];
const sensitive = config.experimental?.caseSensitiveRoutes === true;

/** Where Next sends `pathname`, or null when no redirect matches. */
function redirectOf(pathname: string): { destination: string; permanent: boolean } | null {
  for (const redirect of redirects) {
    if (getPathMatch(redirect.source, { sensitive, strict: true, removeUnnamedParams: true })(pathname)) {
      return { destination: redirect.destination, permanent: "permanent" in redirect && redirect.permanent === true };
    }
  }
  return null;
}

describe("redirects", () => {
  it.each([
    ["/pricing", "/?scrollTo=pricing"],
    ["/roadmap", "/Roadmap"],
    ["/login", "/?auth=sign-in"],
    ["/signup", "/?auth=sign-up"],
  ])("%s leads permanently to %s", (source, destination) => {
    expect(redirectOf(source)).toEqual({ destination, permanent: true });
  });

  it.each([["/Roadmap"], ["/"], ["/blog"], ["/features"]])("%s is answered itself (no loop, no detour)", (pathname) => {
    expect(redirectOf(pathname)).toBeNull();
  });
});
