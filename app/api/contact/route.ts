import type { AnswerBody } from "@/lib/api-client/route";
import { contactRateLimit } from "@/lib/config/rate-limits";
import { contactInput, type contactAnswerSchema } from "@/lib/contact/schema";
import { saveContactSubmission } from "@/lib/contact/submit";
import { handle, parseJsonBody } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Stores a contact form message in contact_submissions. */
export const POST = handle(async (request: Request) => {
  await enforceRateLimit(contactRateLimit, { request });
  const input = await parseJsonBody(request, contactInput);
  const { id } = await saveContactSubmission(input);
  return Response.json({ id } satisfies AnswerBody<typeof contactAnswerSchema>, { status: 201 });
});
