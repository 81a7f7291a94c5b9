export function PricingBadge() {
  return <span>Pro</span>;
}
