// A client must not pick the address the per-IP limits count: on real sockets, a forged X-Forwarded-For changes
// nothing, with no trusted proxy and behind one proxy that overwrites the header.
import { randomInt } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";

import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { authRateLimits } from "@/lib/config/rate-limits";

import { appUrl, uniqueEmail } from "../support/auth-requests";
import { postFrom, serveOverwritingProxy, serveRoute, type Listening } from "../support/node-route-server";

const limit = authRateLimits.signUp.ip.limit;
const running: Listening[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

/** A loopback address of its own per test, so the database's counters of other tests do not count. */
const loopback = () => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
const forged = () => `203.0.113.${randomInt(1, 255)}, 198.51.100.${randomInt(1, 255)}`;

/** Sign-ups from one address, each claiming to come from somewhere else; the statuses in order. */
async function forgedSignUps(url: string, from: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = { name: "Spray", email: uniqueEmail("spray"), password: "correct-horse-spray-1" };
    const answer = await postFrom(from, `${url}/api/auth/sign-up/email`, body, {
      origin: appUrl,
      "x-forwarded-for": forged(),
    });
    statuses.push(answer.status);
  }
  return statuses;
}

describe("the client address the limits count", () => {
  it("is the socket's peer with no trusted proxy: forged headers pass no more sign-ups than the limit", async () => {
    const app = await serveRoute(authPost, 0, appUrl);
    running.push(app);
    const attacker = loopback();
    const statuses = await forgedSignUps(app.url, attacker, limit + 5);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
    // Someone else on another address is not caught by the attacker's counter.
    expect((await forgedSignUps(app.url, loopback(), 1))[0]).toBe(200);
  }, 180_000);

  it("is what the trusted proxy saw behind one proxy that overwrites X-Forwarded-For", async () => {
    const app = await serveRoute(authPost, 1, appUrl);
    const proxy = await serveOverwritingProxy(app.url);
    running.push(proxy, app);
    const attacker = loopback();
    const statuses = await forgedSignUps(proxy.url, attacker, limit + 5);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
    expect((await forgedSignUps(proxy.url, loopback(), 1))[0]).toBe(200);
  }, 180_000);
});
