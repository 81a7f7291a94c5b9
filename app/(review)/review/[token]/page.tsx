import type { Metadata } from "next";
import { headers } from "next/headers";

import { ClosedReview } from "@/components/review/closed-review";
import { ReviewerView } from "@/components/review/reviewer-view";
import { AppError } from "@/lib/errors";
import { limitReviewRequests, readReview } from "@/lib/review/reviewer";
import type { ReviewAnswer } from "@/lib/review/schema";

export const metadata: Metadata = {
  title: "Review",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

type Opened = { review: ReviewAnswer } | { refused: string };

async function open(token: string): Promise<Opened> {
  try {
    await limitReviewRequests(await headers());
    return { review: await readReview(token) };
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "rate_limited"))
      return { refused: error.message };
    throw error;
  }
}

/** A campaign's posts as a reviewer without an account sees them through a review link. */
export default async function ReviewPage({ params }: Props) {
  const { token } = await params;
  const opened = await open(token);
  if ("refused" in opened) return <ClosedReview message={opened.refused} />;
  return <ReviewerView token={token} initial={opened.review} />;
}
