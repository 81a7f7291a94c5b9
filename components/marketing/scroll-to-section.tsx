"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";

const sections = new Set(["pricing", "featureList"]);

/** `/?scrollTo=pricing|featureList` scrolls to that section, then takes the parameter out of the URL. */
export function ScrollToSection() {
  const target = useSearchParams().get("scrollTo");
  useEffect(() => {
    if (target === null) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("scrollTo");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    if (!sections.has(target)) return;
    // After the router's own scroll handling for this navigation has run.
    const frame = requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView({ block: "start" }));
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return null;
}
