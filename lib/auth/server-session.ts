import "server-only";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";

import { rethrowAsOutage } from "../health/outage";
import { protectedPathHeader } from "./guard";
import { sessionOf, type AuthSession } from "./session";

/** The session of the page being rendered, read once per request however many components ask. */
export const currentSession = cache(async (): Promise<AuthSession | null> =>
  sessionOf(await headers()).catch(rethrowAsOutage),
);

/** The session, or a redirect to / that remembers the path (a missing, expired or forged cookie gets nothing). */
export async function requirePageSession(): Promise<AuthSession> {
  const session = await currentSession();
  if (session) return session;
  const path = (await headers()).get(protectedPathHeader) ?? "/dashboard";
  redirect(`/?next=${encodeURIComponent(path)}`);
}
