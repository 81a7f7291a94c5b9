"use client";

import { useEffect } from "react";

import { rememberPath, safeLocalPath } from "@/lib/auth/next-path";

import { openAuthDialog, type AuthView } from "./auth-dialog-store";

const views: readonly AuthView[] = ["sign-in", "sign-up"];

/**
 * On /: the sign-in guard sent the visitor here with ?next=<path>: remember the path (lastAuthenticatedPath) and
 * open the sign-in dialog. /login and /signup lead here with ?auth=sign-in or ?auth=sign-up: open that view. Both
 * parameters are taken out of the address bar.
 */
export function NextPathCapture() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const next = url.searchParams.get("next");
    const auth = url.searchParams.get("auth");
    if (next === null && auth === null) return;
    url.searchParams.delete("next");
    url.searchParams.delete("auth");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    const path = next === null ? null : safeLocalPath(next);
    const view = views.find((option) => option === auth);
    if (path) rememberPath(path);
    if (path || view) openAuthDialog(view ?? "sign-in");
  }, []);
  return null;
}
