import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, ServerResponse, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";

import {
  configuredHeaders,
  loadPrerenderedPages,
  negotiateEncoding,
  notModified,
  plainPageRequest,
  readBuildRules,
  revalidateWhatNextPrerendered,
  servableRoutes,
  type PrerenderedPages,
} from "./prerendered.ts";

const html = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body>${"x".repeat(4000)}</body></html>`;
const everyPath = "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$";

/** A build folder shaped like Next's: the manifests the server reads and a few prerendered pages. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "hookline-prerendered-"));
  const write = (file: string, content: unknown) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), typeof content === "string" ? content : JSON.stringify(content));
  };
  write("routes-manifest.json", {
    headers: [
      { source: "/:path*", regex: everyPath, headers: [{ key: "Referrer-Policy", value: "strict-origin" }] },
      {
        source: "/reset-password",
        regex: "^/reset-password(?:/)?$",
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      },
      {
        source: "/beta",
        regex: "^/beta(?:/)?$",
        has: [{ type: "cookie", key: "beta" }],
        headers: [{ key: "X-Beta", value: "1" }],
      },
    ],
    redirects: [
      { source: "/:path+/", regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$" },
      { source: "/pricing", regex: "^/pricing(?:/)?$" },
    ],
    rewrites: { beforeFiles: [], afterFiles: [], fallback: [] },
    rsc: { header: "rsc", varyHeader: "rsc, next-router-state-tree" },
  });
  write("server/functions-config-manifest.json", {
    functions: { "/_middleware": { matchers: [{ regexp: "^/dashboard(?:/.*)?$" }] } },
  });
  const routes: Record<string, { initialStatus?: number; initialRevalidateSeconds: false }> = {};
  for (const route of ["/", "/features", "/reset-password", "/dashboard", "/pricing", "/beta"]) {
    routes[route] = { initialRevalidateSeconds: false };
    write(`server/app${route === "/" ? "/index" : route}.html`, html(route));
    write(`server/app${route === "/" ? "/index" : route}.meta`, {
      headers: { "x-nextjs-prerender": "1", "x-next-cache-tags": "_N_T_/layout" },
    });
  }
  routes["/_not-found"] = { initialStatus: 404, initialRevalidateSeconds: false };
  write("server/app/_not-found.html", html("not found"));
  routes["/feed.xml"] = { initialRevalidateSeconds: false };
  write("prerender-manifest.json", { routes });
  return dist;
}

function fakeRequest(headers: Record<string, string>, url = "/", method = "GET"): IncomingMessage {
  return { method, url, headers } as unknown as IncomingMessage;
}

describe("which pages the server answers itself", () => {
  const dist = fakeBuild();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("takes prerendered 200 pages, not those behind a redirect or the proxy, nor Next's error pages", () => {
    expect(servableRoutes(dist, readBuildRules(dist))).toEqual(["/", "/beta", "/features", "/reset-password"]);
  });

  it("gives each page next.config.ts's headers, a later rule overriding an earlier one", () => {
    const { headerRules } = readBuildRules(dist);
    expect(configuredHeaders("/features", headerRules)).toEqual(new Map([["Referrer-Policy", "strict-origin"]]));
    expect(configuredHeaders("/reset-password", headerRules)).toEqual(new Map([["Referrer-Policy", "no-referrer"]]));
    // A rule that depends on the request is Next's to apply.
    expect(configuredHeaders("/beta", headerRules)).toBeUndefined();
  });
});

describe("plainPageRequest", () => {
  it("is a GET or HEAD without Next's own headers, draft-mode cookies or an _rsc query", () => {
    expect(plainPageRequest(fakeRequest({ "accept-encoding": "gzip", cookie: "theme=dark" }), "rsc")).toBe(true);
    expect(plainPageRequest(fakeRequest({}, "/?auth=sign-in", "HEAD"), "rsc")).toBe(true);
    expect(plainPageRequest(fakeRequest({}, "/", "POST"), "rsc")).toBe(false);
    expect(plainPageRequest(fakeRequest({ rsc: "1" }), "rsc")).toBe(false);
    expect(plainPageRequest(fakeRequest({ "next-router-prefetch": "1" }), "rsc")).toBe(false);
    expect(plainPageRequest(fakeRequest({ "next-action": "abc" }), "rsc")).toBe(false);
    expect(plainPageRequest(fakeRequest({ "x-prerender-revalidate": "t" }), "rsc")).toBe(false);
    expect(plainPageRequest(fakeRequest({ cookie: "a=1; __prerender_bypass=x" }), "rsc")).toBe(false);
    expect(plainPageRequest(fakeRequest({}, "/?_rsc=1x2y"), "rsc")).toBe(false);
  });
});

describe("negotiateEncoding", () => {
  const all = ["br", "gzip", "identity"] as const;

  it("prefers brotli, then gzip, then none, among what the client accepts", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd", all)).toBe("br");
    expect(negotiateEncoding("gzip", all)).toBe("gzip");
    expect(negotiateEncoding("x-gzip", all)).toBe("gzip");
    expect(negotiateEncoding(undefined, all)).toBe("identity");
    expect(negotiateEncoding("gzip", ["identity"])).toBe("identity");
  });

  it("follows q-values, and refuses when nothing acceptable is left", () => {
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8", all)).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0", all)).toBe("identity");
    expect(negotiateEncoding("*", all)).toBe("br");
    expect(negotiateEncoding("identity;q=0", ["identity"])).toBeUndefined();
    expect(negotiateEncoding("*;q=0", ["identity"])).toBeUndefined();
  });
});

describe("notModified", () => {
  it("matches any of the page's ETags, weakly", () => {
    expect(notModified('"a-gzip"', ['"a"', '"a-gzip"'])).toBe(true);
    expect(notModified('W/"a", "b"', ['"a"'])).toBe(true);
    expect(notModified("*", ['"a"'])).toBe(true);
    expect(notModified('"b"', ['"a"'])).toBe(false);
    expect(notModified(undefined, ['"a"'])).toBe(false);
  });
});

type Answer = { status: number; headers: IncomingMessage["headers"]; body: Buffer };

describe("loadPrerenderedPages", () => {
  const dist = fakeBuild();
  const servers: Server[] = [];

  async function serve(compress: boolean): Promise<{
    pages: PrerenderedPages;
    get: (url: string, headers?: Record<string, string>, method?: string) => Promise<Answer>;
  }> {
    const pages = loadPrerenderedPages(dist, {
      compress,
      cacheControl: "public, max-age=0, s-maxage=60, must-revalidate",
      policyFor: (route) => `script-src 'self' 'sha256-${route}'`,
    });
    await pages.ready;
    const server = createServer((request, response) => {
      response.setHeader("X-Request-Id", "id-1");
      if (!pages.serve(request, response)) {
        response.statusCode = 299;
        response.end("next");
      }
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
      new Promise<Answer>((resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port, path: url, method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on("error", reject)
          .end();
      });
    return { pages, get };
  }

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers a page with Next's headers, its own policy and cache rule, in the encoding the client prefers", async () => {
    const { get } = await serve(true);
    const br = await get("/features", { "accept-encoding": "gzip, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(html("/features"));
    expect(br.headers).toMatchObject({
      "x-request-id": "id-1",
      "content-security-policy": "script-src 'self' 'sha256-/features'",
      "cache-control": "public, max-age=0, s-maxage=60, must-revalidate",
      "content-type": "text/html; charset=utf-8",
      vary: "rsc, next-router-state-tree, Accept-Encoding",
      "referrer-policy": "strict-origin",
      "x-nextjs-prerender": "1",
      "content-length": String(br.body.length),
    });
    expect(br.headers).not.toHaveProperty("x-next-cache-tags");
    const gzip = await get("/features", { "accept-encoding": "gzip" });
    expect(gunzipSync(gzip.body).toString()).toBe(html("/features"));
    const plain = await get("/features");
    expect(plain.headers).not.toHaveProperty("content-encoding");
    expect(plain.body.toString()).toBe(html("/features"));
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    expect((await get("/reset-password")).headers["referrer-policy"]).toBe("no-referrer");
  });

  it("answers 304 to a matching If-None-Match and no body to HEAD", async () => {
    const { get } = await serve(true);
    const first = await get("/", { "accept-encoding": "gzip" });
    const again = await get("/", { "accept-encoding": "gzip", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const head = await get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(html("/"))));
  });

  it("leaves to Next what only Next can answer", async () => {
    const { get } = await serve(true);
    for (const [url, headers, method] of [
      ["/features", { rsc: "1" }, "GET"],
      ["/features", {}, "POST"],
      ["/features/", {}, "GET"],
      ["/dashboard", {}, "GET"],
      ["/beta", {}, "GET"],
      ["/nowhere", {}, "GET"],
    ] as const) {
      expect((await get(url, headers, method)).status, `${method} ${url}`).toBe(299);
    }
  });

  it("sends every page uncompressed when a proxy in front compresses", async () => {
    const { get } = await serve(false);
    const answer = await get("/", { "accept-encoding": "gzip, br" });
    expect(answer.headers).not.toHaveProperty("content-encoding");
    expect(answer.headers.vary).toBe("rsc, next-router-state-tree");
    expect(answer.body.toString()).toBe(html("/"));
  });
});

describe("revalidateWhatNextPrerendered", () => {
  it("turns Next's one-year shared caching into the revalidating policy and leaves any other alone", () => {
    const response = new ServerResponse(fakeRequest({}));
    revalidateWhatNextPrerendered(response, "public, max-age=0, s-maxage=60, must-revalidate");
    response.setHeader("Cache-Control", "s-maxage=31536000");
    expect(response.getHeader("cache-control")).toBe("public, max-age=0, s-maxage=60, must-revalidate");
    response.removeHeader("Cache-Control");
    response.appendHeader("cache-control", "s-maxage=31536000");
    expect(response.getHeader("cache-control")).toBe("public, max-age=0, s-maxage=60, must-revalidate");
    response.setHeader("Cache-Control", "private, no-store");
    expect(response.getHeader("cache-control")).toBe("private, no-store");
    response.setHeader("X-Other", "s-maxage=31536000");
    expect(response.getHeader("x-other")).toBe("s-maxage=31536000");
  });
});
