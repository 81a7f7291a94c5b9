"use client";

import { openCookieSettings } from "./cookie-settings-store";

export function CookieSettingsButton() {
  return (
    <button type="button" onClick={openCookieSettings} className="inline-block py-0.5 text-left hover:text-foreground">
      Cookie settings
    </button>
  );
}
