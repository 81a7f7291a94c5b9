"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { isProtectedPath } from "@/lib/config/marketing/routes";
import { delays } from "@/lib/config/timing";

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
 * Site links (SiteLink) open in place through the router, and a public page one is pointed at for 100 ms is
 * preloaded, as next/link would do; before this runs they are ordinary links.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let armed: HTMLAnchorElement | null = null;
    const onClick = (event: MouseEvent) => {
      const link = softLinkOf(event.target);
      const target = link ? softTarget(link, event, window.location) : null;
      if (!target) return;
      event.preventDefault();
      router.push(target);
    };
    const onOver = (event: PointerEvent) => {
      const link = softLinkOf(event.target);
      if (link === armed) return;
      clearTimeout(timer);
      armed = link;
      if (!link) return;
      const url = new URL(link.href, window.location.href);
      // Signed-in screens follow the route preloader's rules (only for a signed-in visitor).
      if (url.origin !== window.location.origin || isProtectedPath(url.pathname)) return;
      timer = setTimeout(() => router.prefetch(`${url.pathname}${url.search}`), delays.hoverPreloadMs);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onOver);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onOver);
    };
  }, [router]);
  return null;
}
