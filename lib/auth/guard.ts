// The sign-in guard's decision, used by proxy.ts. The proxy only checks that a session cookie is present;
// the (app) layout verifies the session itself on the server, so a forged cookie gets nothing.
import { isProtectedPath } from "../config/marketing/routes";

/** Better Auth's session cookie, plain and with the __Secure- prefix it uses over HTTPS. */
export const sessionCookieNames = ["better-auth.session_token", "__Secure-better-auth.session_token"] as const;

/** Where to send a visitor without a session who asked for `url`, or null to let the request through. */
export function signInRedirect(url: URL, hasSessionCookie: boolean): URL | null {
  if (hasSessionCookie || !isProtectedPath(url.pathname)) return null;
  const target = new URL("/", url);
  target.searchParams.set("next", `${url.pathname}${url.search}`);
  return target;
}

/** Set by proxy.ts on protected requests so the (app) layout knows which path to remember. */
export const protectedPathHeader = "x-hookline-path";
