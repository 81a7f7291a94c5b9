import "server-only";

import { env } from "../env";
import { AppError } from "../errors";
import { getAuth, type AuthSession } from "./server";

export type { AuthSession };

/** The session of a request, from its cookie or its `Authorization: Bearer` header; null when there is none. */
export async function sessionOf(headers: Headers): Promise<AuthSession | null> {
  return getAuth().api.getSession({ headers });
}

/**
 * A cookie-authenticated state change must come from Hookline's own pages (CSRF). Bearer requests carry their
 * credential explicitly, so a foreign page cannot forge them.
 */
export function assertSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  if (request.headers.get("authorization")?.startsWith("Bearer ")) return;
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  const sameOrigin = origin ? env.APP_ORIGINS.includes(origin) : site === "same-origin";
  if (!sameOrigin) throw new AppError("forbidden", "This request must come from Hookline itself.");
}

/** The signed-in user of an API request, or a 401. */
export async function requireSession(request: Request): Promise<AuthSession> {
  assertSameOrigin(request);
  const session = await sessionOf(request.headers);
  if (!session) throw new AppError("unauthorized", "Please sign in to continue.");
  return session;
}
