type Plan = { name: string; featured: boolean, };

export function PricingCard({ plan, }: { plan: Plan }) {
  return (
    <div
      className='rounded-2xl border p-6'
      style={{
        minHeight: 320,
        '--accent': '#999',
      }}
    >
      <h3 className="text-lg">{plan.name}</h3>
      <div className="h-1 rounded" style={{ minWidth: 40 }} />
    </div>
  );
}
