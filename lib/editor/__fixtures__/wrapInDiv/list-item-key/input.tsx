type Plan = { id: string; name: string };

export function PlanList({ plans }: { plans: Plan[] }) {
  return (
    <ul className="grid gap-4">
      {plans.map((plan) => (
        <li key={plan.id} className="rounded-lg border p-4">
          {plan.name}
        </li>
      ))}
    </ul>
  );
}
