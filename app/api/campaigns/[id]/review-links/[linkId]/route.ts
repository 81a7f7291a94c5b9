import { reviewRoutes } from "@/lib/api-client/routes/review";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { revokeReviewLink } from "@/lib/review/links";

/** Revokes a review link of the campaign: it opens nothing from now on. */
export const DELETE = serve(reviewRoutes.revokeLink, async ({ request, params }) => {
  const session = await requireSession(request);
  return revokeReviewLink(session.user.id, params.id, params.linkId);
});
