import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { knownDevice } from "../config/auth";
import { env } from "../env";

// A browser that has signed in to an account before carries a mark for that email (an HMAC under the auth secret,
// so nobody can make one for an email they have not signed in to). Sign-in from a known device is never held back
// by the per-email limits: an attack on an email from elsewhere cannot keep its owner out of their usual browser.

function markFor(email: string): string {
  return createHmac("sha256", env.BETTER_AUTH_SECRET ?? "")
    .update(`known-device:${email}`)
    .digest("base64url");
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Whether the request comes from a browser that signed in to `email` before. */
export function isKnownDevice(request: Request, email: string): boolean {
  const sent = Buffer.from(cookieValue(request, knownDevice.cookieName) ?? "");
  const expected = Buffer.from(markFor(email));
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** The Set-Cookie that makes this browser known for `email`. */
export function knownDeviceCookie(email: string): string {
  const secure = env.APP_URL.startsWith("https://") ? "; Secure" : "";
  return `${knownDevice.cookieName}=${markFor(email)}; Path=/api/auth; Max-Age=${knownDevice.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
