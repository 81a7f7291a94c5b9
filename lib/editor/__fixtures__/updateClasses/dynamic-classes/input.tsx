import { cn } from "@/lib/utils";

export function PlanBadge({ featured }: { featured: boolean }) {
  return (
    <span className={cn("rounded-full px-2 text-xs", featured && "bg-primary text-white")}>
      Most popular
    </span>
  );
}
