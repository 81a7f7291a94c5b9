import type { AnswerBody } from "@/lib/api-client/route";
import { confirmEmail } from "@/lib/auth/confirmation";
import { confirmEmailInput, type emailConfirmedSchema } from "@/lib/auth/schemas";
import { authRateLimits } from "@/lib/config/rate-limits";
import { handle, parseJsonBody } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Uses the token of a confirmation link (sent in the body, never in a URL) and marks the email verified. */
export const POST = handle(async (request: Request) => {
  await enforceRateLimit(authRateLimits.confirm.ip, { request });
  const { token } = await parseJsonBody(request, confirmEmailInput);
  await confirmEmail(token);
  return Response.json({ confirmed: true } satisfies AnswerBody<typeof emailConfirmedSchema>);
});
