import { cn } from "@/lib/utils";

export function Tag({ active }: { active: boolean }) {
  return <span className={cn("px-2", active && "bg-black")}>Tag</span>;
}
