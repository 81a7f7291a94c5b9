"use client";

import { useEffect } from "react";
import { rememberPath, safeLocalPath } from "@/lib/auth/next-path";
import { openAuthDialog } from "./auth-dialog-store";

/**
 * On /: the sign-in guard sent the visitor here with ?next=<path>. Remember the path (lastAuthenticatedPath),
 * take the parameter out of the address bar and open the sign-in dialog.
 */
export function NextPathCapture() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const next = url.searchParams.get("next");
    if (next === null) return;
    url.searchParams.delete("next");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    const path = safeLocalPath(next);
    if (!path) return;
    rememberPath(path);
    openAuthDialog("sign-in");
  }, []);
  return null;
}
