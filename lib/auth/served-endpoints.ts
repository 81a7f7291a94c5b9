// The Better Auth endpoints Hookline serves under /api/auth (the path after it) and each one's method. Free of
// server code: the route's admission (endpoints.ts) and the walkers of malformed input share this one list.

export const servedAuthEndpoints = [
  { path: "/get-session", method: "GET" },
  { path: "/list-sessions", method: "GET" },
  { path: "/sign-in/email", method: "POST" },
  { path: "/sign-up/email", method: "POST" },
  { path: "/sign-in/social", method: "POST" },
  { path: "/callback/google", method: "GET" },
  { path: "/sign-out", method: "POST" },
  { path: "/send-verification-email", method: "POST" },
  { path: "/email-otp/request-password-reset", method: "POST" },
  { path: "/email-otp/check-verification-otp", method: "POST" },
  { path: "/email-otp/reset-password", method: "POST" },
  { path: "/change-password", method: "POST" },
  { path: "/delete-user", method: "POST" },
  { path: "/revoke-sessions", method: "POST" },
  { path: "/revoke-other-sessions", method: "POST" },
  { path: "/revoke-session", method: "POST" },
] as const satisfies readonly { path: `/${string}`; method: "GET" | "POST" }[];

export type ServedAuthPath = (typeof servedAuthEndpoints)[number]["path"];

/** Endpoints that can end the caller's session: a walk that needs its session sends to these last. */
export const sessionEndingAuthPaths: readonly ServedAuthPath[] = ["/sign-out", "/revoke-sessions", "/delete-user"];
