type Plan = { name: string; featured: boolean, };

export function PricingCard({ plan, }: { plan: Plan }) {
  return (
    <div
      className='rounded-2xl border p-6 border-(--accent)'
      style={{
        minHeight: 320,
        '--accent': '#4597F7',
        '--ring': '#4597F733',
      }}
    >
      <h3 className="text-lg">{plan.name}</h3>
      <div className="h-1 rounded" style={{ minWidth: 40 }} />
    </div>
  );
}
