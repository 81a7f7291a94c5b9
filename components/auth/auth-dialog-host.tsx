"use client";

import { lazy, Suspense, useState } from "react";

import { loadAuthDialog } from "./auth-dialog-loader";
import { useAuthDialog } from "./auth-dialog-store";

const AuthDialog = lazy(loadAuthDialog);

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
