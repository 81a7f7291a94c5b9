"use client";

import { Button } from "@/components/ui/button";

import { preloadAuthDialog } from "./auth-dialog-host";
import { openAuthDialog } from "./auth-dialog-store";

export function SignInButton() {
  return (
    <Button
      size="sm"
      onClick={() => openAuthDialog("sign-in")}
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
    >
      Sign In
    </Button>
  );
}
