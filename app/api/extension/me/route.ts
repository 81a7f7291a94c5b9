import { handle } from "@/lib/errors";
import { extensionAccountOf } from "@/lib/extension/account";
import { preflight, withExtensionCors } from "@/lib/extension/cors";
import { userOfApiKey } from "@/lib/extension/keys";

/** The popup's view of the key's account: plan, remaining requests and persona defaults (402 without a plan). */
export const GET = withExtensionCors(
  handle(async (request: Request) => {
    const userId = await userOfApiKey(request);
    return Response.json(await extensionAccountOf(userId));
  }),
);

export const OPTIONS = preflight;
