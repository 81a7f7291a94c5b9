import { authRoutes } from "@/lib/api-client/routes/auth";
import { reply, serve } from "@/lib/api-client/serve";
import { googleConfigured } from "@/lib/auth/google";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/** Which sign-in methods besides email this server offers: the dialog shows "Continue with Google" only when it is. */
export const GET = serve(authRoutes.providers, async () =>
  reply({ google: googleConfigured(env) }, { headers: { "Cache-Control": "public, max-age=300" } }),
);
