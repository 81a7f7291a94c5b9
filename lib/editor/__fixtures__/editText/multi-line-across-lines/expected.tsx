type Props = { plan: string, };

export function PricingCard({ plan, }: Props) {
  return (
    <article className="rounded-2xl border p-6"   data-plan={plan}>
      <h3 className='text-xl font-semibold'>{plan}</h3>
      <p className="mt-2 text-sm text-muted-foreground">
        Unlimited hooks for every platform, in your brand&apos;s
        tone, with drafts kept for a whole year and
        priority support when you need it.
      </p>
      {/* TODO: annual toggle */}
    </article>
  );
}
