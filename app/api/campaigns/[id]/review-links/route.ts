import { reviewRoutes } from "@/lib/api-client/routes/review";
import { reply, serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { createReviewLink, listReviewLinks } from "@/lib/review/links";

/** The campaign's review links, as the board lists them (never their tokens). */
export const GET = serve(reviewRoutes.links, async ({ request, params }) => {
  const session = await requireSession(request);
  return listReviewLinks(session.user.id, params.id);
});

/** Makes a review link: the answer holds its token this once. */
export const POST = serve(reviewRoutes.createLink, async ({ request, params, input }) => {
  const session = await requireSession(request);
  return reply(await createReviewLink(session.user.id, params.id, await input()), { status: 201 });
});
