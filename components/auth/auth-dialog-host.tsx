"use client";

import dynamic from "next/dynamic";
import { useAuthDialog } from "./auth-dialog-store";

// The dialog (and Radix with it) is fetched on first use, not with the page.
const AuthDialog = dynamic(() => import("./auth-dialog"), { ssr: false });

export function AuthDialogHost() {
  const { open, view } = useAuthDialog();
  return open ? <AuthDialog open={open} view={view} /> : null;
}
