"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";

import { getSessionHint, useSessionHint } from "@/components/auth/session-hint";
import { softLinkAttribute } from "@/components/navigation/site-link";
import { isProtectedPath } from "@/lib/config/marketing/routes";
import { delays } from "@/lib/config/timing";
import { hoverPreloadTarget, idlePreloadPaths, timedPreloads } from "@/lib/performance/preload-routes";

/**
 * Signed-in screens are preloaded only for a signed-in visitor: for anyone else the answer is a redirect, which the
 * router would keep and replay after sign-in.
 */
function preload(router: ReturnType<typeof useRouter>, path: string): void {
  const signedIn = getSessionHint() !== null || isProtectedPath(window.location.pathname);
  if (isProtectedPath(path) && !signedIn) return;
  router.prefetch(path);
}

/**
 * Preloading: a link to an app screen, or a site link to any page, hovered for 100 ms preloads it (leaving sooner
 * cancels); on / and
 * /features some screens preload after a delay; dashboard and generator preload when the browser is idle.
 */
export function RoutePreloader() {
  const router = useRouter();
  const pathname = usePathname();
  // The timed and idle preloads run again once the visitor turns out to be signed in.
  const signedIn = useSessionHint() !== null;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let armed: Element | null = null;
    const onOver = (event: PointerEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link || link === armed) return;
      clearTimeout(timer);
      armed = null;
      const target = hoverPreloadTarget(
        link.getAttribute("href") ?? "",
        window.location.origin,
        link.hasAttribute(softLinkAttribute),
      );
      if (!target) return;
      armed = link;
      timer = setTimeout(() => preload(router, target), delays.hoverPreloadMs);
    };
    const onOut = (event: PointerEvent) => {
      if (!armed || armed.contains(event.relatedTarget as Node | null)) return;
      clearTimeout(timer);
      armed = null;
    };
    document.addEventListener("pointerover", onOver);
    document.addEventListener("pointerout", onOut);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("pointerover", onOver);
      document.removeEventListener("pointerout", onOut);
    };
  }, [router]);

  useEffect(() => {
    const timed = timedPreloads[pathname];
    if (!timed) return;
    const timer = setTimeout(() => timed.paths.forEach((path) => preload(router, path)), timed.afterMs);
    return () => clearTimeout(timer);
  }, [pathname, router, signedIn]);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") return;
    const handle = window.requestIdleCallback(() => idlePreloadPaths.forEach((path) => preload(router, path)), {
      timeout: 10_000,
    });
    return () => window.cancelIdleCallback(handle);
  }, [router, signedIn]);

  return null;
}
