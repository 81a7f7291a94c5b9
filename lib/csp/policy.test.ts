import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, createNonce } from "./policy";
import { posthogScriptOrigins } from "./posthog-origins";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((rule) => rule.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const scripts = {
  nonce: "bm9uY2Utb25l",
  hashes: ["'sha256-a'", "'sha256-b'", "'sha256-a'"],
  origins: [],
  blobWorkers: false,
};

describe("contentSecurityPolicy", () => {
  it("keeps the frame, base, form and plugin rules in every policy", () => {
    for (const policy of [contentSecurityPolicy(), contentSecurityPolicy(scripts)]) {
      const rules = directives(policy);
      expect(rules.get("frame-ancestors")).toEqual(["'self'"]);
      expect(rules.get("base-uri")).toEqual(["'self'"]);
      expect(rules.get("form-action")).toEqual(["'self'"]);
      expect(rules.get("object-src")).toEqual(["'none'"]);
    }
  });

  it("restricts scripts to our origin, the nonce and the hashes, never unsafe-inline, eval or strict-dynamic", () => {
    const scriptSrc = directives(contentSecurityPolicy(scripts)).get("script-src");
    expect(scriptSrc).toEqual(["'self'", "'nonce-bm9uY2Utb25l'", "'sha256-a'", "'sha256-b'"]);
    expect(contentSecurityPolicy(scripts)).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
    expect(directives(contentSecurityPolicy(scripts)).has("worker-src")).toBe(false);
  });

  it("leaves the nonce out for a prerendered page answered as built, which its hashes allow", () => {
    const { nonce: _nonce, ...prerendered } = scripts;
    const scriptSrc = directives(contentSecurityPolicy(prerendered)).get("script-src");
    expect(scriptSrc).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
  });

  it("adds PostHog's origins and blob: workers when PostHog is on", () => {
    const rules = directives(
      contentSecurityPolicy({
        ...scripts,
        origins: posthogScriptOrigins("https://eu.i.posthog.com"),
        blobWorkers: true,
      }),
    );
    expect(rules.get("script-src")).toEqual(
      expect.arrayContaining(["https://eu.i.posthog.com", "https://eu-assets.i.posthog.com"]),
    );
    expect(rules.get("worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("leaves scripts alone without script sources (next dev)", () => {
    expect(directives(contentSecurityPolicy()).has("script-src")).toBe(false);
  });
});

describe("createNonce", () => {
  it("is fresh every time and in the alphabet Next reads a nonce in", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("posthogScriptOrigins", () => {
  it("allows PostHog Cloud's API host and its region's assets host", () => {
    expect(posthogScriptOrigins("https://eu.i.posthog.com")).toEqual([
      "https://eu.i.posthog.com",
      "https://eu-assets.i.posthog.com",
    ]);
    expect(posthogScriptOrigins("https://us.i.posthog.com/")).toEqual([
      "https://us.i.posthog.com",
      "https://us-assets.i.posthog.com",
    ]);
    expect(posthogScriptOrigins("https://app.posthog.com")).toEqual([
      "https://us.i.posthog.com",
      "https://us-assets.i.posthog.com",
    ]);
  });

  it("allows only the host itself for a proxy or a self-hosted PostHog", () => {
    expect(posthogScriptOrigins("https://ph.example.com/ingest")).toEqual(["https://ph.example.com"]);
  });
});
