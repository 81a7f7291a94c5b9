import { describe, expect, it } from "vitest";

import { requestIdOf, sentRequestId } from "./request-id";

const withId = (id: string) => new Request("http://localhost/api/x", { headers: { "x-request-id": id } });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("requestIdOf", () => {
  it("keeps the id the server in front sent", () => {
    expect(requestIdOf(withId("0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d"))).toBe("0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d");
    expect(requestIdOf(new Headers({ "x-request-id": "edge.proxy_42-abc" }))).toBe("edge.proxy_42-abc");
  });

  it("replaces an id that is too short, too long or could forge a log line", () => {
    for (const bad of ["short", "a".repeat(129), "abc defgh", 'abcdefgh"}{"level":"fatal', "abcdefgh\tinjected"]) {
      const id = requestIdOf(withId(bad));
      expect(id).not.toBe(bad);
      expect(id).toMatch(uuid);
    }
  });

  it("makes one up for a request without one, the same on every ask, and another for the next request", () => {
    const request = new Request("http://localhost/api/x");
    const id = requestIdOf(request);
    expect(id).toMatch(uuid);
    expect(requestIdOf(request)).toBe(id);
    expect(requestIdOf(new Request("http://localhost/api/x"))).not.toBe(id);
  });
});

describe("sentRequestId", () => {
  it("reads a Node header value, which may be a list", () => {
    expect(sentRequestId(["first-id-123", "second-id-456"])).toBe("first-id-123");
    expect(sentRequestId(undefined)).toBeUndefined();
    expect(sentRequestId("bad id")).toBeUndefined();
  });
});
