import { describe, expect, it } from "vitest";

import { clientAddress, clientIp } from "./client-ip";

describe("clientAddress", () => {
  it("takes the socket's peer and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress("1.1.1.1", "203.0.113.9", 0)).toBe("203.0.113.9");
    expect(clientAddress(["1.1.1.1", "2.2.2.2"], "203.0.113.9", 0)).toBe("203.0.113.9");
  });

  it("takes what the one trusted proxy appended, not what the client wrote in front of it", () => {
    expect(clientAddress("1.1.1.1, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
  });

  it("counts trusted hops from the right", () => {
    expect(clientAddress("1.1.1.1, 203.0.113.9, 10.0.0.2", "10.0.0.3", 2)).toBe("203.0.113.9");
  });

  it("falls back to the peer when the chain is shorter than the trusted hops", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", 2)).toBe("198.51.100.1");
    expect(clientAddress(undefined, "198.51.100.1", 1)).toBe("198.51.100.1");
  });

  it("unwraps IPv4-mapped IPv6 and answers 'unknown' without any address", () => {
    expect(clientAddress(undefined, "::ffff:198.51.100.7", 0)).toBe("198.51.100.7");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });
});

describe("IPv6 addresses", () => {
  it("count as their /64 network, however the address is written", () => {
    expect(clientAddress(undefined, "2001:db8:1:2:aaaa:bbbb:cccc:dddd", 0)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(undefined, "2001:0DB8:0001:0002::1", 0)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(undefined, "2001:db8::1", 0)).toBe("2001:db8:0:0::/64");
    expect(clientAddress(undefined, "::1", 0)).toBe("0:0:0:0::/64");
  });
});

describe("clientIp", () => {
  it("reads the address the server wrote", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(new Headers())).toBe("unknown");
  });
});
