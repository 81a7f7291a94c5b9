// Prerendered pages answered from memory. Next serves a prerendered page from a string: on every request it hashes
// the whole HTML for its ETag, measures it, encodes it to bytes again and compresses it (what `npm run bench:serve
// -- --profile` shows), although the page cannot change until the next build. The production server does that work
// once, at start: each page's bytes, its compressed variants, its ETag, and the headers Next would send, then
// answers a plain GET or HEAD of the page itself. Anything Next must decide (RSC and prefetch requests, draft mode,
// revalidation, paths the proxy or a redirect handles, other methods) still goes to Next.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { prerenderedPages as pageConfig } from "../../lib/config/server.ts";

export type Encoding = "br" | "gzip" | "identity";

/** Shared caches may keep a page briefly and then revalidate it; browsers revalidate it on every visit. */
export const prerenderedCacheControl = `public, max-age=0, s-maxage=${pageConfig.sharedMaxAgeSeconds}, must-revalidate`;

type HeaderRule = {
  regex: string;
  headers: { key: string; value: string }[];
  has?: unknown[];
  missing?: unknown[];
};

/** The parts of Next's manifests read here. */
type RoutesManifest = {
  headers?: HeaderRule[];
  redirects?: { regex: string }[];
  rewrites?: { regex: string }[] | { beforeFiles?: { regex: string }[] };
  rsc?: { header?: string; varyHeader?: string };
};
type PrerenderManifest = {
  routes: Record<string, { initialStatus?: number; initialRevalidateSeconds?: number | false }>;
};
type MatcherManifest = { regexp: string }[];
type FunctionsConfigManifest = { functions?: Record<string, { matchers?: MatcherManifest }> };
type MiddlewareManifest = { middleware?: Record<string, { matchers?: MatcherManifest }> };
type PageMeta = { status?: number; headers?: Record<string, string | string[]> };

/** What of a build decides whether the server may answer a prerendered page without Next. */
export type BuildRules = {
  headerRules: HeaderRule[];
  /** Paths Next answers with a redirect or rewrite before it looks for a page. */
  redirected: RegExp[];
  /** Paths the proxy (proxy.ts) runs for. */
  proxied: RegExp[];
  /** Next's Vary for pages: its RSC and router request headers. */
  vary: string;
  rscHeader: string;
};

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : fallback;
}

export function readBuildRules(distDir: string): BuildRules {
  const routes = readJson<RoutesManifest>(path.join(distDir, "routes-manifest.json"), {});
  const rewrites = Array.isArray(routes.rewrites) ? routes.rewrites : (routes.rewrites?.beforeFiles ?? []);
  const functions = readJson<FunctionsConfigManifest>(
    path.join(distDir, "server", "functions-config-manifest.json"),
    {},
  );
  const middleware = readJson<MiddlewareManifest>(path.join(distDir, "server", "middleware-manifest.json"), {});
  const matchers = [...Object.values(functions.functions ?? {}), ...Object.values(middleware.middleware ?? {})].flatMap(
    (entry) => entry.matchers ?? [],
  );
  return {
    headerRules: routes.headers ?? [],
    redirected: [...(routes.redirects ?? []), ...rewrites].map((rule) => new RegExp(rule.regex)),
    proxied: matchers.map((matcher) => new RegExp(matcher.regexp)),
    vary: routes.rsc?.varyHeader ?? "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch",
    rscHeader: routes.rsc?.header ?? "rsc",
  };
}

/**
 * The headers next.config.ts gives the route, later rules overriding earlier ones as in Next; undefined when a rule
 * that matches depends on the request (has/missing), which only Next can decide.
 */
export function configuredHeaders(route: string, rules: readonly HeaderRule[]): Map<string, string> | undefined {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!new RegExp(rule.regex).test(route)) continue;
    if ((rule.has?.length ?? 0) > 0 || (rule.missing?.length ?? 0) > 0) return undefined;
    for (const { key, value } of rule.headers) {
      for (const existing of headers.keys()) if (existing.toLowerCase() === key.toLowerCase()) headers.delete(existing);
      headers.set(key, value);
    }
  }
  return headers;
}

/** Next's own request headers (RSC, router state, prefetch, server actions, revalidation, middleware) and cookies. */
const nextRequestHeader =
  /^(next-|x-prerender-revalidate|x-nextjs-|x-middleware-|x-matched-path$|x-now-route-matches$)/;
const draftModeCookie = /(?:^|;\s*)(__prerender_bypass|__next_preview_data)=/;

/** True when the request is a plain visit of a page, which the page's prerendered HTML answers. */
export function plainPageRequest(request: IncomingMessage, rscHeader: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  for (const name of Object.keys(request.headers)) {
    if (name === rscHeader || nextRequestHeader.test(name)) return false;
  }
  const cookie = request.headers.cookie;
  if (cookie && draftModeCookie.test(cookie)) return false;
  const queryAt = (request.url ?? "").indexOf("?");
  return queryAt === -1 || !/(?:^|&)_rsc(?:=|&|$)/.test((request.url ?? "").slice(queryAt + 1));
}

/** The encoding to send: the client's most preferred of `available`, br before gzip before none on a tie. */
export function negotiateEncoding(accept: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (accept ?? "").split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(token, q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: Encoding) => {
    const named = weights.get(encoding === "gzip" && !weights.has("gzip") ? "x-gzip" : encoding);
    if (named !== undefined) return named;
    const any = weights.get("*");
    // Without a word about it, identity is always acceptable; other encodings only when named or covered by "*".
    if (encoding === "identity") return any === 0 ? 0 : 0.001;
    return any ?? 0;
  };
  let best: { encoding: Encoding; weight: number } | undefined;
  for (const encoding of available) {
    const weight = weightOf(encoding);
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}

/** Whether If-None-Match names one of the page's ETags (weak comparison, as for GET). */
export function notModified(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => strip(tag) === "*" || etags.includes(strip(tag)));
}

export type PrerenderedPage = {
  route: string;
  /** The headers of every answer of this page, whatever its encoding. */
  headers: Record<string, string>;
  bodies: Partial<Record<Encoding, { body: Buffer; etag: string }>>;
};

export type PageSettings = {
  /** Compress in this server (br and gzip); off when a proxy in front compresses. */
  compress: boolean;
  cacheControl: string;
  /** The Content-Security-Policy of the route's prerendered HTML: its inline scripts' hashes, no nonce. */
  policyFor(route: string): string;
};

function htmlFileOf(distDir: string, route: string): string {
  return path.join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
}

/** Next passes these on from a page's build metadata, except its cache tags (for its own cache only). */
function metaHeaders(distDir: string, route: string): Record<string, string> {
  const meta = readJson<PageMeta>(htmlFileOf(distDir, route).replace(/\.html$/, ".meta"), {});
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(meta.headers ?? {})) {
    if (key.toLowerCase() === "x-next-cache-tags") continue;
    headers[key] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

const etagOf = (body: Buffer, suffix: string) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}${suffix}"`;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function gzipVariant(html: Buffer): Promise<Buffer> {
  return gzipAsync(html, { level: pageConfig.gzipLevel });
}

function brotliVariant(html: Buffer): Promise<Buffer> {
  return brotliAsync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: pageConfig.brotliQuality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
}

/** The routes this server answers itself: prerendered 200 pages no redirect, rewrite or proxy stands in front of. */
export function servableRoutes(distDir: string, rules: BuildRules): string[] {
  const manifest = readJson<PrerenderManifest>(path.join(distDir, "prerender-manifest.json"), { routes: {} });
  return Object.entries(manifest.routes)
    .filter(([route, info]) => {
      if (route.startsWith("/_")) return false; // Next's not-found and error pages, answered for other paths
      if ((info.initialStatus ?? 200) !== 200 || info.initialRevalidateSeconds !== false) return false;
      if (!existsSync(htmlFileOf(distDir, route))) return false; // a route handler's output, not a page
      return ![...rules.redirected, ...rules.proxied].some((pattern) => pattern.test(route));
    })
    .map(([route]) => route)
    .sort();
}

/** What Next sends with anything it prerendered without revalidation: a year in shared caches, never revalidated. */
const nextForever = "s-maxage=31536000";

/**
 * Next still answers some of what it prerendered: a page's RSC payload (client navigations), RSS, the sitemap, and a
 * page before it is in memory. A CDN would keep those a year past the next deploy; they get the pages' revalidating
 * policy instead.
 */
export function revalidateWhatNextPrerendered(response: ServerResponse, cacheControl: string): void {
  const replaced = <T>(name: string, value: T): T | string =>
    name.toLowerCase() === "cache-control" && value === nextForever ? cacheControl : value;
  const setHeader = response.setHeader.bind(response);
  const appendHeader = response.appendHeader.bind(response);
  response.setHeader = (name, value) => setHeader(name, replaced(name, value));
  response.appendHeader = (name, value) => appendHeader(name, replaced(name, value));
}

const encodings: readonly Encoding[] = ["br", "gzip", "identity"];

export type PrerenderedPages = {
  /** Answers the request when it is a plain visit of a prerendered page; false leaves it to Next. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /** Settles with the number of pages once every one is in memory with all its variants. */
  ready: Promise<number>;
  get(route: string): PrerenderedPage | undefined;
};

export function loadPrerenderedPages(distDir: string, settings: PageSettings): PrerenderedPages {
  const rules = readBuildRules(distDir);
  const pages = new Map<string, PrerenderedPage>();
  const vary = settings.compress ? `${rules.vary}, Accept-Encoding` : rules.vary;

  const load = async (route: string) => {
    const configured = configuredHeaders(route, rules.headerRules);
    if (!configured) return;
    const headers: Record<string, string> = {
      ...metaHeaders(distDir, route),
      ...Object.fromEntries(configured),
      "Content-Security-Policy": settings.policyFor(route),
      Vary: vary,
      "x-nextjs-cache": "HIT",
      "Content-Type": "text/html; charset=utf-8",
    };
    // A Cache-Control from next.config.ts wins, as it does in Next.
    if (![...configured.keys()].some((key) => key.toLowerCase() === "cache-control"))
      headers["Cache-Control"] = settings.cacheControl;
    const html = readFileSync(htmlFileOf(distDir, route));
    const bodies: PrerenderedPage["bodies"] = { identity: { body: html, etag: etagOf(html, "") } };
    if (settings.compress) {
      // zlib's asynchronous calls run on libuv's thread pool, so requests keep being answered meanwhile: by Next
      // until the page has its gzip variant, then from memory, with brotli once its slower best level is done.
      bodies.gzip = { body: await gzipVariant(html), etag: etagOf(html, "-gzip") };
      pages.set(route, { route, headers, bodies });
      bodies.br = { body: await brotliVariant(html), etag: etagOf(html, "-br") };
    }
    pages.set(route, { route, headers, bodies });
  };
  const ready = Promise.all(servableRoutes(distDir, rules).map(load)).then(() => pages.size);

  return {
    ready,
    get: (route) => pages.get(route),
    serve(request, response) {
      const url = request.url ?? "/";
      const queryAt = url.indexOf("?");
      const page = pages.get(queryAt === -1 ? url : url.slice(0, queryAt));
      if (!page || !plainPageRequest(request, rules.rscHeader)) return false;
      const available = encodings.filter((encoding) => page.bodies[encoding] !== undefined);
      const encoding = negotiateEncoding(request.headers["accept-encoding"], available);
      const chosen = encoding && page.bodies[encoding];
      if (!chosen) return false;
      const etags = Object.values(page.bodies).map((variant) => variant.etag);
      if (notModified(request.headers["if-none-match"], etags)) {
        response.writeHead(304, { ...page.headers, ETag: chosen.etag });
        response.end();
        return true;
      }
      response.writeHead(200, {
        ...page.headers,
        ETag: chosen.etag,
        "Content-Length": chosen.body.length,
        ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
      });
      response.end(request.method === "HEAD" ? undefined : chosen.body);
      return true;
    },
  };
}
