// The Content-Security-Policy Hookline sends. Every build runs the same frame, base, form and plugin rules; the
// production server adds script-src: our own origin, a fresh nonce per response Next renders, the hashes of a
// prerendered page's inline scripts, and the origins analytics loads scripts from. Inline scripts run only with the nonce or a
// matching hash: never 'unsafe-inline', and never 'strict-dynamic' (it would drop 'self', which Next's chunks need).
import { randomBytes } from "node:crypto";

import { contentSecurity } from "../config/content-security.ts";

export type ScriptSources = {
  /**
   * Next puts it on every script it writes into a page it renders for this request. A prerendered page answered
   * as built has none: its scripts run by their hashes, and its policy is the same for every request.
   */
  nonce?: string;
  /** 'sha256-…' sources: the inline scripts of the prerendered page the response may be. */
  hashes: readonly string[];
  /** Other origins scripts may come from (PostHog's, when it is configured). */
  origins: readonly string[];
  /** PostHog's session recording starts its workers from blob: URLs. */
  blobWorkers: boolean;
};

const frameRules = ["frame-ancestors 'self'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"];

/** The policy: without script sources only the frame, base, form and plugin rules (what `next dev` gets). */
export function contentSecurityPolicy(scripts?: ScriptSources): string {
  if (!scripts) return frameRules.join("; ");
  const nonce = scripts.nonce === undefined ? [] : [`'nonce-${scripts.nonce}'`];
  const scriptSrc = ["'self'", ...nonce, ...new Set(scripts.hashes), ...new Set(scripts.origins)];
  const rules = [...frameRules, `script-src ${scriptSrc.join(" ")}`];
  // Without worker-src, workers follow script-src, which has no blob:.
  if (scripts.blobWorkers) rules.push("worker-src 'self' blob:");
  return rules.join("; ");
}

/** A nonce for one response, in the base64 alphabet Next accepts. */
export function createNonce(): string {
  return randomBytes(contentSecurity.nonceBytes).toString("base64");
}
