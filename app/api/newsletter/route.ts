import type { AnswerBody } from "@/lib/api-client/route";
import { newsletterRateLimit } from "@/lib/config/rate-limits";
import { handle, parseJsonBody } from "@/lib/errors";
import { newsletterInput, type newsletterAnswerSchema } from "@/lib/newsletter/schema";
import { subscribe } from "@/lib/newsletter/subscribe";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Adds an address to newsletter_subscribers (lower-cased and trimmed); 409 when it is already there. */
export const POST = handle(async (request: Request) => {
  await enforceRateLimit(newsletterRateLimit, { request });
  const { email } = await parseJsonBody(request, newsletterInput);
  await subscribe(email);
  return Response.json({ subscribed: true } satisfies AnswerBody<typeof newsletterAnswerSchema>, { status: 201 });
});
