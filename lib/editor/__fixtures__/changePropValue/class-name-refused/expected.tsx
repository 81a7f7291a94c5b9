const plans = [{ id: 'starter', name: 'Starter' }, { id: 'pro', name: 'Pro' },];

export function PlanList() {
  return (
    <ul className="grid gap-4" >
      {plans.map((plan) => (
        <li key={plan.id} className='rounded-lg border p-4' style={{ minHeight: 120 }}>{plan.name}</li>
      ))}
    </ul>
  );
}
