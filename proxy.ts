import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieNames, signInRedirect } from "@/lib/auth/guard";

/** Sends visitors without a session away from the signed-in screens, remembering where they were going. */
export function proxy(request: NextRequest): NextResponse {
  const hasSession = sessionCookieNames.some((name) => request.cookies.has(name));
  const redirect = signInRedirect(request.nextUrl, hasSession);
  return redirect ? NextResponse.redirect(redirect) : NextResponse.next();
}

// Literal paths only (Next reads this statically); a unit test keeps it in step with lib/config/routes.ts.
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
  ],
};
