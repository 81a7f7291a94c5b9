/**
 * The service worker served at /sw.js. It caches only Next's content-hashed build assets under /_next/static,
 * cache-first, in a cache named after the build; HTML, API and auth responses always go to the network. A new
 * build activates at once and deletes the caches of older builds.
 */
export const CACHE_PREFIX = "hookline-static-";

export function serviceWorkerSource(buildId: string): string {
  const cacheName = JSON.stringify(`${CACHE_PREFIX}${buildId}`);
  const prefix = JSON.stringify(CACHE_PREFIX);
  return `// Hookline service worker, build ${buildId.replace(/[^\w.-]/g, "")}
const CACHE = ${cacheName};

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(${prefix}) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith("/_next/static/")) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const cached = await cache.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  })());
});
`;
}
