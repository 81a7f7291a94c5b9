import { cn } from "@/lib/utils";

export function PricingCard({ featured }: { featured: boolean }) {
  return (
    <div className={cn("rounded-2xl border p-6", featured && "ring-2 ring-primary")}>
      <h3 className="text-lg font-semibold">Pro</h3>
    </div>
  );
}
