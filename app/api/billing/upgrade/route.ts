import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { checkoutInput, type upgradeAnswerSchema } from "@/lib/billing/schema";
import { upgradeFromTrial } from "@/lib/billing/upgrade";
import { handle, parseJsonBody } from "@/lib/errors";

/** Ends the signed-in user's running trial now and starts the chosen plan (409 when there is no running trial). */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const { plan } = await parseJsonBody(request, checkoutInput);
  await upgradeFromTrial(session.user.id, plan);
  return Response.json({ upgraded: true, plan } satisfies AnswerBody<typeof upgradeAnswerSchema>);
});
