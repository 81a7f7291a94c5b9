import { reviewRoutes } from "@/lib/api-client/routes/review";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { setReviewRequired } from "@/lib/review/links";

/** Turns "only approved posts leave Hookline" on or off for the campaign. */
export const PUT = serve(reviewRoutes.setRequired, async ({ request, params, input }) => {
  const session = await requireSession(request);
  return setReviewRequired(session.user.id, params.id, await input());
});
