import { extensionRoutes } from "@/lib/api-client/routes/extension";
import { serve } from "@/lib/api-client/serve";
import { preflight, withExtensionCors } from "@/lib/extension/cors";
import { replyHistoryOf } from "@/lib/extension/history";
import { userOfApiKey } from "@/lib/extension/keys";

/** The popup's "Recent drafts": the key's user's newest reply drafts, newest first (stored copy: `library:read`). */
export const GET = withExtensionCors(
  serve(extensionRoutes.history, async ({ request }) => {
    const userId = await userOfApiKey(request, "library:read");
    return replyHistoryOf(userId);
  }),
);

export const OPTIONS = preflight;
