/**
 * The client's address as the rate limits see it, decided once per request by the production server from the
 * socket, so no client chooses its own: with no trusted proxy it is the socket's peer and any X-Forwarded-For the
 * client sent is ignored; with N trusted proxies, each of which appends the address it received the request from,
 * it is the Nth X-Forwarded-For entry from the right (entries further left were written by the client). A chain
 * shorter than N did not come through the proxies, so the peer is used.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, peer: string | undefined, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const chain = entries(Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor);
    const fromProxies = chain[chain.length - trustedProxyHops];
    if (fromProxies) return normalize(fromProxies);
  }
  return peer ? normalize(peer) : "unknown";
}

/**
 * The caller's IP inside a handler: the production server has replaced X-Forwarded-For with the one address
 * `clientAddress` chose. Without that server (next dev, tests calling handlers), the rightmost entry is what the
 * nearest writer of the header said.
 */
export function clientIp(headers: Headers): string {
  const last = entries(headers.get("x-forwarded-for")).at(-1);
  return last ? normalize(last) : "unknown";
}

function entries(header: string | null | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function normalize(address: string): string {
  return address.replace(/^::ffff:/, "").toLowerCase();
}
