export function PricingCard({ price, }: { price: number, }) {
  return (
    <div className="rounded-2xl border p-6">
      <p className='text-3xl font-bold'>${price}<span className="text-sm">/mo</span></p>
      <button type="button" className="mt-4 w-full bg-blue-500 hover:bg-blue-600 text-white">
        Start free trial
      </button>
    </div>
  );
}
