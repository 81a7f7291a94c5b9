import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const headers = (forwardedFor?: string) => new Headers(forwardedFor ? { "x-forwarded-for": forwardedFor } : {});

describe("clientIp", () => {
  it("uses the address Next.js recorded when there is no proxy", () => {
    expect(clientIp(headers("203.0.113.9"), 0)).toBe("203.0.113.9");
  });

  it("ignores addresses a client wrote into X-Forwarded-For in front of a trusted proxy", () => {
    // The client claims to be 1.1.1.1; the one trusted proxy appended the real peer.
    expect(clientIp(headers("1.1.1.1, 203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("counts trusted hops from the right", () => {
    expect(clientIp(headers("1.1.1.1, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
  });

  it("falls back to the leftmost entry when there are fewer entries than hops", () => {
    expect(clientIp(headers("203.0.113.9"), 3)).toBe("203.0.113.9");
  });

  it("unwraps IPv4-mapped IPv6 and answers 'unknown' without a header", () => {
    expect(clientIp(headers("::ffff:198.51.100.7"), 0)).toBe("198.51.100.7");
    expect(clientIp(headers(), 1)).toBe("unknown");
  });
});
