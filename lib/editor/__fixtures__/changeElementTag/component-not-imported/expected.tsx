import { Card } from '@/components/ui/card'

export function PricingGrid() {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <div className='rounded-xl border p-6' data-plan="starter">
        <h3>Starter</h3>
      </div>
      <Card className="p-6" data-plan='pro'><h3>Pro</h3></Card>
    </div>
  )
}
