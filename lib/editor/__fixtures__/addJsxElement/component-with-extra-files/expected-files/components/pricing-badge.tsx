import "./pricing-badge.css";

export function PricingBadge({ plan }: { plan: string }) {
  return <span className="pricing-badge">{plan}</span>;
}
