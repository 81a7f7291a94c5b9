// Accounts: the password rule, how long links, codes and sessions last, and the longest email address. Their rate
// limits are in ./rate-limits.ts.

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

/** The mark a browser keeps once it has signed in to an email (lib/auth/known-device.ts). */
export const knownDevice = {
  cookieName: "hookline.known-device",
  maxAgeSeconds: 180 * 24 * 60 * 60,
} as const;

/** The longest email address SMTP delivers to (RFC 5321's path limit, less its angle brackets). */
export const emailMaxLength = 254;

/** How long the sign-in dialog waits to learn whether Google is offered before it opens with email only. */
export const authProvidersWaitMs = 1_500;
