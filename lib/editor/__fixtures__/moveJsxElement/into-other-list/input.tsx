import { Check } from 'lucide-react'
import { Card, CardHeader } from "@/components/ui/card";

const plans = [
  { name: 'Essential', price: 14.99 },
  { name:'Pro',   price: 29.99 }, // the popular one
];

export function Pricing() {
  return (
    <section id="pricing"   className='py-24'>
      <h2 className="text-3xl font-bold">Simple pricing</h2>
      <p className="mt-2 text-muted-foreground">
        Start with a 3-day trial &mdash; cancel any time.
        <a href="/terms">Terms</a> apply.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <CardHeader>Essential</CardHeader>
          <ul className="space-y-2">
            <li><Check className="inline h-4 w-4" /> 200 generations</li>
            <li><Check className="inline h-4 w-4" /> 5 brand voices</li>
          </ul>
        </Card>
        <Card className="p-6 border-primary">
          {/* Most teams pick this one */}
          <CardHeader>Pro</CardHeader>
          <ul className="space-y-2">
            <li><Check className="inline h-4 w-4" /> 600 generations</li>
            <li><Check className="inline h-4 w-4" /> 15 brand voices</li>
          </ul>
        </Card>
      </div>
      {plans.length > 1 && <small className="block mt-6">Prices in USD.</small>}
    </section>
  );
}
