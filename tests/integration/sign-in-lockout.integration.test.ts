// A stranger who guesses passwords for someone's email must not lock its owner out: one address is stopped after
// its own few tries; many addresses only slow sign-in for that email, and the owner's right password still works.
import { describe, expect, it } from "vitest";

import { knownDevice } from "@/lib/config/auth";
import { authRateLimits, signInSlowdown } from "@/lib/config/rate-limits";
import { hit } from "@/lib/rate-limit";

import { authPostJson, randomIp, signedInUser } from "../support/auth-requests";

const wrong = (email: string, ip: string) =>
  authPostJson("/sign-in/email", { email, password: "not-the-password-1" }, { ip });

describe("sign-in under a password-guessing attack", () => {
  it("stops one address after its tries for the email, while the owner, elsewhere, signs in", async () => {
    const owner = await signedInUser("lockout-one");
    const attacker = randomIp();
    const limit = authRateLimits.signIn.emailFromIp.limit;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i += 1) statuses.push((await wrong(owner.email, attacker)).response.status);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual([429, 429]);
    const { response } = await authPostJson("/sign-in/email", { email: owner.email, password: "correct-horse-1" });
    expect(response.status).toBe(200);
  });

  it("holds unknown browsers at the email's ceiling, never the owner's own browser", async () => {
    const owner = await signedInUser("lockout-ceiling");
    const signedIn = await authPostJson("/sign-in/email", { email: owner.email, password: "correct-horse-1" });
    const mark = signedIn.response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${knownDevice.cookieName}=`));
    expect(mark).toBeDefined();
    // A spread-out attack has used up the email's attempts from unknown browsers.
    for (let i = 0; i < signInSlowdown.unknownDevices.limit; i += 1)
      await hit(signInSlowdown.unknownDevices, `email:${owner.email}`);

    const stranger = await authPostJson("/sign-in/email", { email: owner.email, password: "correct-horse-1" });
    expect(stranger.response.status).toBe(429);
    expect(Number(stranger.response.headers.get("retry-after"))).toBeGreaterThan(0);
    const started = Date.now();
    const own = await authPostJson(
      "/sign-in/email",
      { email: owner.email, password: "correct-horse-1" },
      { cookie: mark!.split(";")[0] },
    );
    expect(own.response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(signInSlowdown.firstDelayMs);
    // A forged mark is no mark.
    const forged = await authPostJson(
      "/sign-in/email",
      { email: owner.email, password: "correct-horse-1" },
      { cookie: `${knownDevice.cookieName}=forged` },
    );
    expect(forged.response.status).toBe(429);
  });

  it("lets the owner in within a minute after 100 wrong passwords from other addresses", async () => {
    const owner = await signedInUser("lockout-many");
    // Ten addresses, ten guesses each: every guess within what one address may try.
    const attackers = Array.from({ length: 10 }, () => randomIp());
    const guesses = await Promise.all(
      attackers.flatMap((ip) => Array.from({ length: 10 }, () => wrong(owner.email, ip))),
    );
    expect(guesses.map(({ response }) => response.status).filter((status) => status === 401)).toHaveLength(100);

    const started = Date.now();
    const { response } = await authPostJson("/sign-in/email", { email: owner.email, password: "correct-horse-1" });
    const waitedMs = Date.now() - started;
    expect(response.status).toBe(200);
    expect(waitedMs).toBeLessThan(60_000);
    // It was slowed down, not refused: the email has had far more wrong passwords than the free ones.
    expect(waitedMs).toBeGreaterThan(1_000);
    console.log(`owner signed in ${waitedMs} ms after 100 wrong passwords from 10 addresses`);
  }, 180_000);
});
