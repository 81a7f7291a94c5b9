// A stranger who guesses passwords for someone's email must not lock its owner out: one address is stopped after
// its own few tries; many addresses only slow sign-in for that email, and the owner's right password still works.
import { describe, expect, it } from "vitest";
import { authRateLimits } from "@/lib/config/auth";
import { authPostJson, randomIp, signedInUser } from "../support/auth-requests";

const wrong = (email: string, ip: string) => authPostJson("/sign-in/email", { email, password: "not-the-password-1" }, { ip });

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

  it("lets the owner in within a minute after 100 wrong passwords from other addresses", async () => {
    const owner = await signedInUser("lockout-many");
    // Ten addresses, ten guesses each: every guess within what one address may try.
    const attackers = Array.from({ length: 10 }, () => randomIp());
    const guesses = await Promise.all(attackers.flatMap((ip) => Array.from({ length: 10 }, () => wrong(owner.email, ip))));
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
