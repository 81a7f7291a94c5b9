"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** The page scrolls to top on every route change (links to an #anchor or ?scrollTo= keep their target). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // An #anchor or ?scrollTo= names its own target.
    if (window.location.hash || new URLSearchParams(window.location.search).has("scrollTo")) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
