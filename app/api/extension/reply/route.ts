import { generationRateLimit } from "@/lib/config/limits";
import { handle, parseJsonBody } from "@/lib/errors";
import { preflight, withExtensionCors } from "@/lib/extension/cors";
import { userOfApiKey } from "@/lib/extension/keys";
import { writeReplies } from "@/lib/extension/reply";
import { replyRequestSchema } from "@/lib/extension/schema";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Up to three reply drafts for a post, for the browser extension (Bearer API key); one unit per request. */
export const POST = withExtensionCors(
  handle(async (request: Request) => {
    const userId = await userOfApiKey(request);
    const input = await parseJsonBody(request, replyRequestSchema);
    await enforceRateLimit(generationRateLimit, { accountId: userId });
    return Response.json(await writeReplies(userId, input, request.signal));
  }),
);

export const OPTIONS = preflight;
