// Every rate limit, in one place: the auth endpoints, generation, the public forms and the API. Housekeeping finds
// the rules here by their shape to know how long a counter may still be live, so a rule added here is pruned too.
import type { RateLimitRule } from "../rate-limit/window";
import { reviewLinks } from "./handoff.ts";

const minutes = (n: number) => n * 60;

/**
 * Per-IP and per-email limits on the auth endpoints. A limit that counts an email from every address would let a
 * stranger lock its owner out, so guessing surfaces count an email per address (`emailFromIp`); across addresses,
 * sign-in slows down instead (`signInSlowdown`). Reset requests keep a per-email limit: it keeps the owner's inbox
 * from being flooded with codes.
 */
export const authRateLimits = {
  signIn: {
    ip: { name: "sign-in:ip", limit: 60, windowSeconds: minutes(15) },
    emailFromIp: { name: "sign-in:email-ip", limit: 10, windowSeconds: minutes(15) },
  },
  signUp: {
    ip: { name: "sign-up:ip", limit: 20, windowSeconds: minutes(60) },
    email: { name: "sign-up:email", limit: 5, windowSeconds: minutes(60) },
  },
  resend: {
    ip: { name: "resend:ip", limit: 20, windowSeconds: minutes(60) },
    email: { name: "resend:email", limit: 5, windowSeconds: minutes(60) },
  },
  resetRequest: {
    ip: { name: "reset-request:ip", limit: 20, windowSeconds: minutes(60) },
    email: { name: "reset-request:email", limit: 5, windowSeconds: minutes(60) },
  },
  resetVerify: {
    ip: { name: "reset-verify:ip", limit: 60, windowSeconds: minutes(15) },
    emailFromIp: { name: "reset-verify:email-ip", limit: 20, windowSeconds: minutes(15) },
  },
  confirm: {
    ip: { name: "confirm:ip", limit: 30, windowSeconds: minutes(15) },
  },
} satisfies Record<string, { ip: RateLimitRule; email?: RateLimitRule; emailFromIp?: RateLimitRule }>;

/**
 * Wrong passwords for one email from anywhere: the first `failures.limit` in the window cost nothing, then every
 * sign-in attempt for that email waits longer, doubling up to `maxDelayMs`, so the owner's right password gets in a
 * few seconds late at worst. Attempts from browsers that never signed in to the email also meet a ceiling
 * (`unknownDevices`), which bounds a spread-out attacker's guesses; the owner's own browser is never held by it.
 */
export const signInSlowdown = {
  failures: { name: "sign-in-failures:email", limit: 10, windowSeconds: minutes(15) },
  firstDelayMs: 500,
  maxDelayMs: 8_000,
  unknownDevices: { name: "sign-in:email-unknown-device", limit: 200, windowSeconds: minutes(15) },
} as const;

/** Generation requests per user per minute, on top of the plan's monthly allowance (a runaway script stops here). */
export const generationRateLimit = { name: "generate:user", limit: 20, windowSeconds: 60 } as const;

/** "Learn from samples" is free, so it has a daily cap of its own besides the per-minute generation limit. */
export const learnVoiceDailyLimit = { name: "learn-voice:user", limit: 30, windowSeconds: 24 * 60 * 60 } as const;

/** Contact form submissions per IP. */
export const contactRateLimit = { name: "contact:ip", limit: 5, windowSeconds: minutes(10) } as const;

/** Newsletter sign-ups per IP. */
export const newsletterRateLimit = { name: "newsletter:ip", limit: 10, windowSeconds: minutes(10) } as const;

/** The public API and the MCP server (and, for `invalidKey`, the browser extension's routes too). */
export const apiRateLimits = {
  /** Every request made with one key, per minute. */
  key: { name: "api:key", limit: 60, windowSeconds: 60 },
  /** Every request made with any of a user's keys, per minute: several keys do not multiply the allowance. */
  user: { name: "api:user", limit: 120, windowSeconds: 60 },
  /** Requests with a key that is not valid, per address and minute, over every route that takes a key. */
  invalidKey: { name: "api:invalid-key", limit: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Requests through review links per address and minute: a reviewer clicking through a campaign stays well under it,
 * while a guesser gets a handful of tries a second at a token space of 2^256.
 */
/**
 * Requests to a scheduler made to connect or test it (a user-given address and key) per user: enough to fix a typo
 * a few times, too few to use Hookline to probe addresses.
 */
export const schedulerConnectRateLimit = {
  name: "scheduler-connect:user",
  limit: 20,
  windowSeconds: minutes(10),
} as const;

export const reviewLinkRateLimit = {
  name: "review-link:ip",
  limit: reviewLinks.requestsPerMinute,
  windowSeconds: 60,
} as const satisfies RateLimitRule;
