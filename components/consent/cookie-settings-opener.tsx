"use client";

import { useEffect } from "react";

import { cookieSettingsAttribute } from "./cookie-settings-button";
import { openCookieSettings } from "./cookie-settings-store";

/** Reopens the cookie banner when a "Cookie settings" button (CookieSettingsButton) is pressed. */
export function CookieSettingsOpener() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${cookieSettingsAttribute}]`)) openCookieSettings();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
