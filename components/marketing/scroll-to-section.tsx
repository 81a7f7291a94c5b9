"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";

const sections = new Set(["pricing", "featureList"]);

/**
 * `/?scrollTo=pricing|featureList` scrolls to that section, then takes the parameter out of the URL through the
 * router (so the router's own URL changes too, and the same link works again).
 */
export function ScrollToSection() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const target = params.get("scrollTo");

  useEffect(() => {
    if (target === null) return;
    const rest = new URLSearchParams(params.toString());
    rest.delete("scrollTo");
    const query = rest.toString();
    // After the router's own scroll handling for this navigation has run.
    const frame = requestAnimationFrame(() => {
      if (sections.has(target)) document.getElementById(target)?.scrollIntoView({ block: "start" });
      router.replace(`${pathname}${query ? `?${query}` : ""}${window.location.hash}`, { scroll: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, params, pathname, router]);
  return null;
}
