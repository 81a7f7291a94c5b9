"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { softLinkAttribute } from "./site-link";

/** The in-site path a click on `link` should open in place, or null when the browser should follow it itself. */
export function softTarget(link: HTMLAnchorElement, event: MouseEvent, location: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null; // a new tab or window
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  // An anchor on this very page: the browser scrolls to it.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const softLinkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${softLinkAttribute}]`) : null;

/**
 * Site links (SiteLink) open in place through the router, as next/link would do (RoutePreloader preloads the page
 * one is pointed at); before this runs they are ordinary links.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = softLinkOf(event.target);
      const target = link ? softTarget(link, event, window.location) : null;
      if (!target) return;
      event.preventDefault();
      router.push(target);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);
  return null;
}
