"use client";

import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { openAuthDialog, preloadAuthDialog } from "./auth-dialog-store";

/** Every "Start Your Free Trial" in the product opens the sign-up view through this button. */
export function StartTrialButton({ children = "Start Your Free Trial", ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      {...props}
      onClick={() => openAuthDialog("sign-up")}
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
    >
      {children}
    </Button>
  );
}
