import { extensionRoutes } from "@/lib/api-client/routes/extension";
import { serve } from "@/lib/api-client/serve";
import { extensionAccountOf } from "@/lib/extension/account";
import { preflight, withExtensionCors } from "@/lib/extension/cors";
import { userOfApiKey } from "@/lib/extension/keys";

/**
 * The popup's view of the key's account: plan, remaining requests and persona defaults (402 without a plan), what
 * a key that generates needs to show before it spends: `generate`.
 */
export const GET = withExtensionCors(
  serve(extensionRoutes.account, async ({ request }) => {
    const userId = await userOfApiKey(request, "generate");
    return extensionAccountOf(userId);
  }),
);

export const OPTIONS = preflight;
