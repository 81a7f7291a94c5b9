import { confirmEmail } from "@/lib/auth/confirmation";
import { confirmEmailInput } from "@/lib/auth/schemas";
import { authRateLimits } from "@/lib/config/auth";
import { handle, parseJsonBody } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Uses the token of a confirmation link (sent in the body, never in a URL) and marks the email verified. */
export const POST = handle(async (request: Request) => {
  await enforceRateLimit(authRateLimits.confirm.ip, { request });
  const { token } = await parseJsonBody(request, confirmEmailInput);
  await confirmEmail(token);
  return Response.json({ confirmed: true });
});
