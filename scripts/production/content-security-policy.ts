// The production server's Content-Security-Policy, on every answer. A page Next renders for the request gets the
// request's nonce on its scripts (Next reads it from the request's content-security-policy header); a prerendered
// page is served as built, and its inline scripts are allowed by their hashes, read from the build at start. The
// server answers those pages itself with prerenderedPagePolicy: the hashes alone, one policy per page.
// next.config.ts sends its own policy under `next dev` only: in production Next would overwrite this one.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

import { contentSecurityPolicy, createNonce } from "../../lib/csp/policy.ts";
import { posthogScriptOrigins } from "../../lib/csp/posthog-origins.ts";
import { readStaticPages } from "../../lib/csp/static-pages.ts";
import { env } from "../../lib/env.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const staticPages = readStaticPages(path.join(root, ".next"));
const posthog = env.POSTHOG_KEY !== undefined;
const origins = posthog ? posthogScriptOrigins(env.POSTHOG_HOST) : [];

/** Sets the policy on the answer, and on the request for Next; a policy the client sent is replaced. */
export function applyContentSecurityPolicy(request: IncomingMessage, response: ServerResponse): void {
  const policy = contentSecurityPolicy({
    nonce: createNonce(),
    hashes: staticPages.hashesFor(request.url ?? "/"),
    origins,
    blobWorkers: posthog,
  });
  request.headers["content-security-policy"] = policy;
  response.setHeader("Content-Security-Policy", policy);
}

/** The policy of a prerendered page answered as built: no nonce, since nothing is rendered for the request. */
export function prerenderedPagePolicy(route: string): string {
  return contentSecurityPolicy({ hashes: staticPages.hashesFor(route), origins, blobWorkers: posthog });
}
