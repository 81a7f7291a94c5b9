import { accountRoutes } from "@/lib/api-client/routes/account";
import { serve } from "@/lib/api-client/serve";
import { confirmEmail } from "@/lib/auth/confirmation";
import { authRateLimits } from "@/lib/config/rate-limits";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Uses the token of a confirmation link (sent in the body, never in a URL) and marks the email verified. */
export const POST = serve(accountRoutes.confirmEmail, async ({ request, input }) => {
  await enforceRateLimit(authRateLimits.confirm.ip, { request });
  const { token } = await input();
  await confirmEmail(token);
  return { confirmed: true } as const;
});
