import type { AnswerBody } from "@/lib/api-client/route";
import { handle } from "@/lib/errors";
import { extensionAccountOf } from "@/lib/extension/account";
import { preflight, withExtensionCors } from "@/lib/extension/cors";
import { userOfApiKey } from "@/lib/extension/keys";
import type { extensionAccountSchema } from "@/lib/extension/schema";

/**
 * The popup's view of the key's account: plan, remaining requests and persona defaults (402 without a plan), what
 * a key that generates needs to show before it spends: `generate`.
 */
export const GET = withExtensionCors(
  handle(async (request: Request) => {
    const userId = await userOfApiKey(request, "generate");
    const account = await extensionAccountOf(userId);
    return Response.json(account satisfies AnswerBody<typeof extensionAccountSchema>);
  }),
);

export const OPTIONS = preflight;
