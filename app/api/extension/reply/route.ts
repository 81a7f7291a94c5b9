import { extensionRoutes } from "@/lib/api-client/routes/extension";
import { serve } from "@/lib/api-client/serve";
import { generationRateLimit } from "@/lib/config/rate-limits";
import { preflight, withExtensionCors } from "@/lib/extension/cors";
import { userOfApiKey } from "@/lib/extension/keys";
import { writeReplies } from "@/lib/extension/reply";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Up to three reply drafts for a post, for the browser extension (Bearer API key); one unit per request. */
export const POST = withExtensionCors(
  serve(extensionRoutes.reply, async ({ request, input }) => {
    const userId = await userOfApiKey(request, "generate");
    const post = await input();
    await enforceRateLimit(generationRateLimit, { accountId: userId });
    return writeReplies(userId, post, request.signal);
  }),
);

export const OPTIONS = preflight;
