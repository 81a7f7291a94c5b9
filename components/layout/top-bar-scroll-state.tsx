"use client";

import { useEffect } from "react";

import { scroll } from "@/lib/config/marketing/pages";

/** Marks the top bar once the page has scrolled past 50 px, so its look can change in CSS. */
export function TopBarScrollState() {
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>("[data-top-bar]");
    if (!bar) return;
    const update = () => bar.setAttribute("data-scrolled", String(window.scrollY > scroll.navChangePx));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return null;
}
