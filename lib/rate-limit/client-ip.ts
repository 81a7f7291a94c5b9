/**
 * The caller's IP address. Each trusted reverse proxy appends the address it received the request from to
 * X-Forwarded-For, so with N trusted proxies the client is the Nth entry from the right; entries further left
 * were written by the client and cannot be trusted. With no trusted proxy, Next.js fills the header from the
 * socket when the client did not send one.
 */
export function clientIp(headers: Headers, trustedProxyHops: number): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  const index = chain.length - Math.max(trustedProxyHops, 1);
  return normalize(chain[Math.max(index, 0)] ?? "unknown");
}

function normalize(address: string): string {
  return address.replace(/^::ffff:/, "").toLowerCase();
}
