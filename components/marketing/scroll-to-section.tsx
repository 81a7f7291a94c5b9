"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

import { keepInView } from "./keep-in-view";

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
  // The section is held in view a little longer than the parameter stays in the URL; only leaving the page stops it.
  const stopKeeping = useRef<() => void>(() => {});
  useEffect(() => () => stopKeeping.current(), []);

  useEffect(() => {
    if (target === null) return;
    const section = sections.has(target) ? document.getElementById(target) : null;
    if (section) {
      stopKeeping.current();
      stopKeeping.current = keepInView(section);
    }
    const rest = new URLSearchParams(params.toString());
    rest.delete("scrollTo");
    const query = rest.toString();
    // After the router's own scroll handling for this navigation has run.
    const frame = requestAnimationFrame(() =>
      router.replace(`${pathname}${query ? `?${query}` : ""}${window.location.hash}`, { scroll: false }),
    );
    return () => cancelAnimationFrame(frame);
  }, [target, params, pathname, router]);
  return null;
}
