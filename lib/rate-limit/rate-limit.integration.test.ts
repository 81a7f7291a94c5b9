import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { AppError, toErrorResponse } from "../errors";
import { enforceRateLimit, hit } from "./index";

const rule = (limit: number, windowSeconds = 60) => ({ name: `test-${randomUUID()}`, limit, windowSeconds });

describe("hit (PostgreSQL-backed)", () => {
  it("allows the limit and refuses the next request with a Retry-After inside the window", async () => {
    const r = rule(3);
    for (let i = 0; i < 3; i++) expect((await hit(r, "ip:1")).allowed).toBe(true);
    const refused = await hit(r, "ip:1");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts each subject separately", async () => {
    const r = rule(1);
    expect((await hit(r, "ip:1")).allowed).toBe(true);
    expect((await hit(r, "ip:2")).allowed).toBe(true);
    expect((await hit(r, "ip:1")).allowed).toBe(false);
  });

  it("stays exact under concurrent requests, as several app instances would send them", async () => {
    const r = rule(10);
    const results = await Promise.all(Array.from({ length: 25 }, () => hit(r, "account:busy")));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it("starts counting again in the next window", async () => {
    const r = rule(1, 1);
    await hit(r, "ip:3");
    const refused = await hit(r, "ip:3");
    if (refused.allowed) return; // the two hits straddled a window boundary; nothing to wait for
    await new Promise((resolve) => setTimeout(resolve, refused.retryAfterSeconds * 1000 + 50));
    expect((await hit(r, "ip:3")).allowed).toBe(true);
  });
});

describe("enforceRateLimit", () => {
  it("answers 429 with Retry-After once the IP is over its limit", async () => {
    const r = rule(2);
    const request = () => new Request("http://localhost/api/x", { headers: { "x-forwarded-for": "198.51.100.4" } });
    await enforceRateLimit(r, { request: request() });
    await enforceRateLimit(r, { request: request() });
    const error = await enforceRateLimit(r, { request: request() }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AppError);
    const response = toErrorResponse(error);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await response.json()).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again later." },
    });
  });

  it("limits an account across IP addresses", async () => {
    const r = rule(1);
    const from = (ip: string) => new Request("http://localhost/", { headers: { "x-forwarded-for": ip } });
    await enforceRateLimit(r, { request: from("203.0.113.1"), accountId: "user-1" });
    await expect(enforceRateLimit(r, { request: from("203.0.113.2"), accountId: "user-1" })).rejects.toMatchObject({
      status: 429,
    });
  });
});
