"use client";

import { Lock } from "lucide-react";
import { useEffect, useId, useState } from "react";

import { Button } from "@/components/ui/button";

type Props = {
  label: string;
  tooltip: string;
  /** What the action belongs to, for screen readers when several share a label ("Locked: Write 10 hooks"). */
  context?: string;
  size?: "sm" | "default";
};

/**
 * An action that exists but is not open yet. It stays focusable (aria-disabled, not disabled) and says why in a
 * tooltip that hover, focus and a tap open, that the pointer can move onto, and that Escape closes (WCAG 1.4.13).
 */
export function LockedButton({ label, tooltip, context, size = "sm" }: Props) {
  const tip = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <span className="relative inline-flex" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Button
        type="button"
        size={size}
        variant="outline"
        aria-disabled="true"
        aria-describedby={tip}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      >
        <Lock aria-hidden="true" />
        {label}
        {context ? <span className="sr-only">: {context}</span> : null}
      </Button>
      {/* The padding bridges the gap to the button, so the pointer can move onto the tooltip without closing it. */}
      <span id={tip} role="tooltip" hidden={!open} className="absolute bottom-full left-0 z-10 w-64 pb-2">
        <span className="block rounded-md bg-foreground px-3 py-2 text-xs text-background">{tooltip}</span>
      </span>
    </span>
  );
}
