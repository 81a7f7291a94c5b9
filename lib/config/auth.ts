// Accounts: lifetimes, password rule and the rate limits on sign-in, sign-up, resend and reset.
import type { RateLimitRule } from "../rate-limit/window";

export const passwordRule = {
  minLength: 8,
  /** Better Auth's own ceiling; longer passwords are refused. */
  maxLength: 128,
} as const;

export const confirmationLink = {
  /** How long a sign-up confirmation link works. */
  ttlSeconds: 24 * 60 * 60,
} as const;

export const resetCode = {
  digits: 6,
  ttlSeconds: 15 * 60,
  /** Wrong tries before the code stops working and a new one must be requested. */
  allowedAttempts: 5,
} as const;

export const sessionLifetime = {
  expiresInSeconds: 30 * 24 * 60 * 60,
  /** A session used after this long is extended. */
  updateAgeSeconds: 24 * 60 * 60,
} as const;

const minutes = (n: number) => n * 60;

/**
 * Per-IP and per-email limits on the auth endpoints (SPEC: rate limits on auth). A limit that counts an email from
 * every address would let a stranger lock its owner out, so guessing surfaces count an email per address
 * (`emailFromIp`); across addresses, sign-in slows down instead (`signInSlowdown`). Reset requests keep a per-email
 * limit: it keeps the owner's inbox from being flooded with codes.
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

/** The mark a browser keeps once it has signed in to an email (lib/auth/known-device.ts). */
export const knownDevice = {
  cookieName: "hookline.known-device",
  maxAgeSeconds: 180 * 24 * 60 * 60,
} as const;
