/**
 * The client's address as the rate limits see it, decided once per request by the production server from the
 * socket, so no client chooses its own: with no trusted proxy it is the socket's peer and any X-Forwarded-For the
 * client sent is ignored; with N trusted proxies, each of which appends the address it received the request from,
 * it is the Nth X-Forwarded-For entry from the right (entries further left were written by the client). A chain
 * shorter than N did not come through the proxies, so the peer is used.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
  trustedProxyHops: number,
): string {
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

/**
 * IPv4 as it is; IPv6 as its /64 network: one host is usually given a whole /64 and can take a new address from it
 * for every request, so counting single IPv6 addresses would limit nobody.
 */
function normalize(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (!plain.includes(":")) return plain;
  const groups = ipv6Groups(plain.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : plain;
}

/** The eight 16-bit groups of an IPv6 address, "::" expanded and leading zeros dropped; undefined if it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}
