import { reviewRoutes } from "@/lib/api-client/routes/review";
import { serve } from "@/lib/api-client/serve";
import { withReviewHeaders } from "@/lib/review/respond";
import { giveVerdict, limitReviewRequests } from "@/lib/review/reviewer";

/** A reviewer's verdict on one asset of the link: approved, or changes asked for with a comment. */
export const POST = withReviewHeaders(
  serve(reviewRoutes.verdict, async ({ request, params, input }) => {
    await limitReviewRequests(request.headers);
    return giveVerdict(params.token, params.assetId, await input());
  }),
);
