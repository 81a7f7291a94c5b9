import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { currentSession } from "@/lib/auth/server-session";
import { newAccountNextPath } from "@/lib/onboarding/guard";

export const metadata: Metadata = { title: "Welcome", robots: { index: false } };

/** Where a new account from Google lands: on to the plans, or to confirm an email Google has not verified. */
export default async function NewAccountPage() {
  const session = await currentSession().catch(() => null);
  redirect(session ? newAccountNextPath(session.user.emailVerified) : "/");
}
