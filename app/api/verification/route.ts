import { accountRoutes } from "@/lib/api-client/routes/account";
import { serve } from "@/lib/api-client/serve";
import { recordConfirmationCallback } from "@/lib/auth/confirmation";
import { authRateLimits } from "@/lib/config/rate-limits";
import { AppError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";

/**
 * POST /api/verification?action=callback with `Authorization: Bearer <confirmation token>`: records the
 * confirmation and sets email_verified_v2. Idempotent.
 */
export const POST = serve(accountRoutes.recordConfirmation, async ({ request }) => {
  const action = new URL(request.url).searchParams.get("action");
  if (action !== "callback") throw new AppError("invalid_input", "Unknown action. Use ?action=callback.");
  await enforceRateLimit(authRateLimits.confirm.ip, { request });
  const token = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/)?.[1];
  if (!token) throw new AppError("unauthorized", "A bearer token is required.");
  const { recorded } = await recordConfirmationCallback(token);
  return { recorded };
});
