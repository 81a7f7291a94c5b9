/** What a reviewer sees when the link no longer opens (expired, revoked, unknown) or asks them to slow down. */
export function ClosedReview({ message }: { message: string }) {
  return (
    <section aria-labelledby="closed-review-heading" className="grid gap-2 rounded-lg border p-6">
      <h1 id="closed-review-heading" className="text-2xl font-bold tracking-tight">
        This review is not available
      </h1>
      <p role="alert" data-testid="review-closed">
        {message}
      </p>
    </section>
  );
}
