import { NextResponse, type NextRequest } from "next/server";

import { protectedPathHeader, sessionCookieNames, signInRedirect } from "@/lib/auth/guard";

/** Sends visitors without a session away from the signed-in screens, remembering where they were going. */
export function proxy(request: NextRequest): NextResponse {
  const hasSession = sessionCookieNames.some((name) => request.cookies.has(name));
  const redirect = signInRedirect(request.nextUrl, hasSession);
  if (redirect) return NextResponse.redirect(redirect);
  // The cookie may still be expired or forged; the (app) layout checks it and needs the path to remember.
  const headers = new Headers(request.headers);
  headers.set(protectedPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

// Literal paths only (Next reads this statically); a unit test keeps it in step with lib/config/marketing/routes.ts.
export const config = {
  matcher: [
    "/dashboard",
    "/dashboard/:path*",
    "/generator",
    "/generator/:path*",
    "/profile",
    "/profile/:path*",
    "/presets-settings",
    "/presets-settings/:path*",
    "/hook-generator",
    "/hook-generator/:path*",
    "/campaigns",
    "/campaigns/:path*",
  ],
};
