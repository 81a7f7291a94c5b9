import { googleConfigured } from "@/lib/auth/google";
import type { AuthProviders } from "@/lib/auth/schemas";
import { env } from "@/lib/env";
import { handle } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** Which sign-in methods besides email this server offers: the dialog shows "Continue with Google" only when it is. */
export const GET = handle(async () => {
  const providers: AuthProviders = { google: googleConfigured(env) };
  return Response.json(providers, { headers: { "Cache-Control": "public, max-age=300" } });
});
