import { reviewRoutes } from "@/lib/api-client/routes/review";
import { serve } from "@/lib/api-client/serve";
import { withReviewHeaders } from "@/lib/review/respond";
import { finishReview, limitReviewRequests } from "@/lib/review/reviewer";

/** The reviewer is done: the link is marked finished and its owner emailed, once. */
export const POST = withReviewHeaders(
  serve(reviewRoutes.finish, async ({ request, params, input }) => {
    await limitReviewRequests(request.headers);
    return finishReview(params.token, await input());
  }),
);
