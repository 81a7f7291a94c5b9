export function PricingCard() {
  return (
    <div className="rounded-2xl border p-6 shadow-sm" data-plan='pro'>
      <h3 className="text-lg font-semibold">Pro</h3>
    </div>
  );
}
