"use client";

import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { defaultSignedInPath } from "@/lib/auth/next-path";
import { openAuthDialog, preloadAuthDialog } from "./auth-dialog-store";
import { getSessionHint } from "./session-hint";

/**
 * Every "Start Your Free Trial" / "Get started" in the product: a visitor gets the sign-up view; a signed-in user
 * goes on (to checkout once billing exists; to the dashboard until then).
 */
export function StartTrialButton({ children = "Start Your Free Trial", ...props }: ComponentProps<typeof Button>) {
  const router = useRouter();
  return (
    <Button
      {...props}
      onClick={() => (getSessionHint() ? router.push(defaultSignedInPath) : openAuthDialog("sign-up"))}
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
    >
      {children}
    </Button>
  );
}
