import type { AnswerBody } from "@/lib/api-client/route";
import { handle } from "@/lib/errors";
import { preflight, withExtensionCors } from "@/lib/extension/cors";
import { replyHistoryOf } from "@/lib/extension/history";
import { userOfApiKey } from "@/lib/extension/keys";
import type { replyHistorySchema } from "@/lib/extension/schema";

/** The popup's "Recent drafts": the key's user's newest reply drafts, newest first (stored copy: `library:read`). */
export const GET = withExtensionCors(
  handle(async (request: Request) => {
    const userId = await userOfApiKey(request, "library:read");
    const history = await replyHistoryOf(userId);
    return Response.json(history satisfies AnswerBody<typeof replyHistorySchema>);
  }),
);

export const OPTIONS = preflight;
