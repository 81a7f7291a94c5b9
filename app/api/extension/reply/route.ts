import type { AnswerBody } from "@/lib/api-client/route";
import { generationRateLimit } from "@/lib/config/rate-limits";
import { handle, parseJsonBody } from "@/lib/errors";
import { preflight, withExtensionCors } from "@/lib/extension/cors";
import { userOfApiKey } from "@/lib/extension/keys";
import { writeReplies } from "@/lib/extension/reply";
import { replyRequestSchema, type replyAnswerSchema } from "@/lib/extension/schema";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Up to three reply drafts for a post, for the browser extension (Bearer API key); one unit per request. */
export const POST = withExtensionCors(
  handle(async (request: Request) => {
    const userId = await userOfApiKey(request, "generate");
    const input = await parseJsonBody(request, replyRequestSchema);
    await enforceRateLimit(generationRateLimit, { accountId: userId });
    const replies = await writeReplies(userId, input, request.signal);
    return Response.json(replies satisfies AnswerBody<typeof replyAnswerSchema>);
  }),
);

export const OPTIONS = preflight;
