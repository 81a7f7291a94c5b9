import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";

import { serviceWorkerSource } from "./service-worker";

/** Runs the worker's source against a small fake of the service worker globals. */
function boot(buildId: string, existingCaches: string[] = []) {
  const stores = new Map<string, Map<string, Response>>(existingCaches.map((name) => [name, new Map()]));
  const handlers = new Map<string, (event: unknown) => void>();
  const network = vi.fn(async () => new Response("asset", { status: 200 }));
  const caches = {
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (request: Request) => store.get(request.url)?.clone(),
        put: async (request: Request, response: Response) => void store.set(request.url, response),
      };
    },
  };
  const self = {
    location: { origin: "https://hookline.app" },
    clients: { claim: vi.fn(async () => {}) },
    skipWaiting: vi.fn(),
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
  };
  runInNewContext(serviceWorkerSource(buildId), { self, caches, fetch: network, URL, Response });

  async function request(url: string, method = "GET"): Promise<Response | undefined> {
    let answer: Promise<Response> | undefined;
    handlers.get("fetch")!({
      request: new Request(url, { method }),
      respondWith: (r: Promise<Response>) => (answer = r),
    });
    return answer;
  }
  async function activate() {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get("activate")!({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }
  return { request, activate, stores, network, self };
}

describe("service worker", () => {
  it("serves build assets from its cache after the first fetch", async () => {
    const worker = boot("b2");
    const url = "https://hookline.app/_next/static/chunks/app.js";
    expect(await (await worker.request(url))?.text()).toBe("asset");
    expect(await (await worker.request(url))?.text()).toBe("asset");
    expect(worker.network).toHaveBeenCalledTimes(1);
    expect([...worker.stores.keys()]).toEqual(["hookline-static-b2"]);
  });

  it.each([
    ["a page", "https://hookline.app/blog"],
    ["an API call", "https://hookline.app/api/health"],
    ["an auth call", "https://hookline.app/api/auth/get-session"],
    ["another origin", "https://cdn.example.com/_next/static/x.js"],
  ])("leaves %s to the network", async (_what, url) => {
    expect(await boot("b2").request(url)).toBeUndefined();
  });

  it("never caches non-GET requests", async () => {
    expect(await boot("b2").request("https://hookline.app/_next/static/x.js", "POST")).toBeUndefined();
  });

  it("deletes older builds' caches and takes control on activation", async () => {
    const worker = boot("b2", ["hookline-static-b1", "hookline-static-b2", "someone-else"]);
    await worker.activate();
    expect([...worker.stores.keys()].sort()).toEqual(["hookline-static-b2", "someone-else"]);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it("treats the build id as data, never as code", async () => {
    const worker = boot('x"; throw new Error("injected"); "');
    await worker.request("https://hookline.app/_next/static/a.js");
    expect([...worker.stores.keys()]).toEqual(['hookline-static-x"; throw new Error("injected"); "']);
  });
});
