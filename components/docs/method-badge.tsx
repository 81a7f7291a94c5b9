import { cn } from "@/lib/utils";

const colours: Record<string, string> = {
  GET: "bg-emerald-100 text-emerald-900",
  POST: "bg-indigo-100 text-indigo-900",
  PATCH: "bg-amber-100 text-amber-900",
  PUT: "bg-amber-100 text-amber-900",
  DELETE: "bg-red-100 text-red-900",
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded px-2 py-0.5 font-mono text-xs font-bold",
        colours[method] ?? "bg-slate-200 text-slate-800",
      )}
    >
      {method}
    </span>
  );
}
