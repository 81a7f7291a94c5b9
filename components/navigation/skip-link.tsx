"use client";

import type { MouseEvent } from "react";

/** Every page's main content carries this id (the layouts' <main>). */
export const mainContentId = "main";

/**
 * The first Tab stop of every page: hidden until focused, it moves focus past the top bar to the main content.
 * A plain fragment link only moves where the next Tab starts; focusing <main> also tells a screen reader.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus();
  };
  return (
    <a
      href={`#${mainContentId}`}
      onClick={skip}
      className="sr-only rounded-md bg-background px-4 py-3 text-sm font-medium text-foreground shadow-lg ring-2 ring-ring focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100]"
    >
      Skip to content
    </a>
  );
}
