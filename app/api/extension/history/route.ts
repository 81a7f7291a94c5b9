import { handle } from "@/lib/errors";
import { preflight, withExtensionCors } from "@/lib/extension/cors";
import { replyHistoryOf } from "@/lib/extension/history";
import { userOfApiKey } from "@/lib/extension/keys";

/** The popup's "Recent drafts": the key's user's newest reply drafts, newest first. */
export const GET = withExtensionCors(
  handle(async (request: Request) => {
    const userId = await userOfApiKey(request);
    return Response.json(await replyHistoryOf(userId));
  }),
);

export const OPTIONS = preflight;
