"use client";

import { useEffect, useState } from "react";

import { scroll } from "@/lib/config/marketing/pages";
import { cn } from "@/lib/utils";

/** "Scroll to see how it works", in the first screen; it hides once the page has scrolled 200 px. */
export function ScrollHint() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(window.scrollY <= scroll.scrollHintPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <p
      data-testid="scroll-hint"
      aria-hidden="true"
      className={cn(
        "text-sm text-muted-foreground transition-opacity",
        visible ? "opacity-100" : "invisible opacity-0",
      )}
    >
      Scroll to see how it works ↓
    </p>
  );
}
