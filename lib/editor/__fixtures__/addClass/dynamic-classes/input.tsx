import { cn } from "@/lib/utils";

export function NavLink({ active, children, }: { active: boolean; children: React.ReactNode }) {
  return (
    <a className={cn("px-3 py-2 text-sm", active && "font-semibold")} href="#">
      {children}
    </a>
  );
}
