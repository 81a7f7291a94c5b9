import type { AnswerBody } from "@/lib/api-client/route";
import { recordConfirmationCallback } from "@/lib/auth/confirmation";
import type { confirmationRecordedSchema } from "@/lib/auth/schemas";
import { authRateLimits } from "@/lib/config/rate-limits";
import { AppError, handle } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";

/**
 * POST /api/verification?action=callback with `Authorization: Bearer <confirmation token>`: records the
 * confirmation and sets email_verified_v2. Idempotent.
 */
export const POST = handle(async (request: Request) => {
  const action = new URL(request.url).searchParams.get("action");
  if (action !== "callback") throw new AppError("invalid_input", "Unknown action. Use ?action=callback.");
  await enforceRateLimit(authRateLimits.confirm.ip, { request });
  const token = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/)?.[1];
  if (!token) throw new AppError("unauthorized", "A bearer token is required.");
  const { recorded } = await recordConfirmationCallback(token);
  return Response.json({ recorded } satisfies AnswerBody<typeof confirmationRecordedSchema>);
});
