type CardProps = { title: string; children: React.ReactNode, };

export function PricingCard({ title, children, }: CardProps) {
  return (
    <div className={`rounded-2xl border bg-card p-6 shadow-sm`}  >
      <h3 className='text-lg font-semibold'>{title}</h3>
      {children}
    </div>
  );
}
