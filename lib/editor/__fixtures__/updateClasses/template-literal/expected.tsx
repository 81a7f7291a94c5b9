type CardProps = { title: string; children: React.ReactNode, };

export function PricingCard({ title, children, }: CardProps) {
  return (
    <div className={`rounded-3xl border-2 border-primary bg-card p-8 shadow-lg`}  >
      <h3 className='text-lg font-semibold'>{title}</h3>
      {children}
    </div>
  );
}
