"use client";

import { Lock } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";

/**
 * An action that exists but is not open yet: focusable (aria-disabled, not disabled) so keyboard and pointer users
 * both reach the tooltip that says why.
 */
export function LockedButton({ label, tooltip, size = "sm" }: { label: string; tooltip: string; size?: "sm" | "default" }) {
  const tip = useId();
  return (
    <span className="group relative inline-flex">
      <Button type="button" size={size} variant="outline" aria-disabled="true" aria-describedby={tip}>
        <Lock aria-hidden="true" />
        {label}
      </Button>
      <span id={tip} role="tooltip" className="pointer-events-none absolute bottom-full left-0 z-10 mb-2 hidden w-64 rounded-md bg-foreground px-3 py-2 text-xs text-background group-focus-within:block group-hover:block">
        {tooltip}
      </span>
    </span>
  );
}
