// The address of the user's Postiz: its public API's base, whatever form the user typed it in. Only https, no
// credentials in the address, and never a host on this machine or a private network (a connection must not reach
// into the servers' own network) unless the server allows it for a self-hosted Postiz beside it, where plain http is
// then allowed too. Every address the host resolves to is checked, not only the first.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

import { postiz } from "../../config/handoff";
import { AppError } from "../../errors";

const refuse = (message: string) => new AppError("invalid_input", message);

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // IPv4 written inside IPv6 (compatible, NAT64 and 6to4) reaches the same private IPv4 networks.
  ["::", 96],
  ["64:ff9b::", 96],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** True for an address on this machine, a private or link-local network, or no real host at all. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true;
}

const isPostizCloud = (host: string) => host === "postiz.com" || host.endsWith(".postiz.com");

/**
 * The public API's base for what the user typed: Postiz's cloud (any postiz.com address) is api.postiz.com; a
 * self-hosted Postiz's backend address (NEXT_PUBLIC_BACKEND_URL, often https://postiz.example.com/api) gets
 * /public/v1 unless it ends with it already. `allowHttp` is for a Postiz on a private network.
 */
export function normalizePostizUrl(raw: string, { allowHttp = false }: { allowHttp?: boolean } = {}): URL {
  const typed = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);
  } catch {
    throw refuse("This is not a web address: give your Postiz address, such as https://api.postiz.com.");
  }
  if (url.protocol !== "https:" && !(allowHttp && url.protocol === "http:"))
    throw refuse("Give the Postiz address with https:// (an unencrypted address would expose your API key).");
  if (url.username || url.password)
    throw refuse("Leave the user name and password out of the address: the API key is all Postiz needs.");
  if (url.search || url.hash) throw refuse("Leave the ?query and #fragment out of the Postiz address.");
  if (isPostizCloud(url.hostname)) return new URL(postiz.cloudApiUrl);
  const path = url.pathname.replace(/\/+$/, "");
  const base = path.endsWith(postiz.publicApiPath) ? path : `${path}${postiz.publicApiPath}`;
  return new URL(`${url.origin}${base}`);
}

/**
 * A DNS lookup for the connection itself that refuses private addresses: checking the host before the request is not
 * enough, since its name may resolve elsewhere a moment later (DNS rebinding). Given to http(s).request.
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address)))
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: "EPRIVATE" }), []);
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

export type ResolveHost = (host: string) => Promise<readonly string[]>;

const resolveHost: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The checked public API base for what the user typed (as a string without a trailing slash). Refuses an address
 * whose host is private, unless `allowPrivate`, and one whose host does not resolve.
 */
export async function checkPostizUrl(
  raw: string,
  { allowPrivate, resolve = resolveHost }: { allowPrivate: boolean; resolve?: ResolveHost },
): Promise<string> {
  const url = normalizePostizUrl(raw, { allowHttp: allowPrivate });
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: readonly string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw refuse(`${url.hostname} cannot be found: check the Postiz address.`);
  }
  if (addresses.length === 0) throw refuse(`${url.hostname} cannot be found: check the Postiz address.`);
  if (!allowPrivate && addresses.some(isPrivateAddress))
    throw refuse(
      `${url.hostname} is on a private network or this machine; Hookline connects only to a Postiz on the internet.`,
    );
  if (url.protocol === "http:" && !addresses.every(isPrivateAddress))
    throw refuse("Give the Postiz address with https:// (an unencrypted address would expose your API key).");
  return url.href.replace(/\/+$/, "");
}
