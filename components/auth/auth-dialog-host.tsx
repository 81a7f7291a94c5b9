"use client";

import { lazy, Suspense, useState } from "react";

import { useAuthDialog } from "./auth-dialog-store";

// The dialog (and Radix with it) is fetched on first use, not with the page.
const loadAuthDialog = () => import("./auth-dialog");
const AuthDialog = lazy(loadAuthDialog);

/** Starts loading the dialog's code early (on hover or focus), so opening it feels instant. */
export function preloadAuthDialog(): void {
  void loadAuthDialog();
}

export function AuthDialogHost() {
  const { open, view } = useAuthDialog();
  // Once opened it stays mounted, so closing runs Radix's own exit (focus returns to the button that opened it).
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <AuthDialog open={open} view={view} />
    </Suspense>
  ) : null;
}
