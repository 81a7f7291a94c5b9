import { reviewRoutes } from "@/lib/api-client/routes/review";
import { serve } from "@/lib/api-client/serve";
import { withReviewHeaders } from "@/lib/review/respond";
import { limitReviewRequests, readReview } from "@/lib/review/reviewer";

/** The reviewer's view of a review link's assets; the token is the only credential. */
export const GET = withReviewHeaders(
  serve(reviewRoutes.read, async ({ request, params }) => {
    await limitReviewRequests(request.headers);
    return readReview(params.token);
  }),
);
