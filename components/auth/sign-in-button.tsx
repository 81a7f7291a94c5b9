"use client";

import { preloadAuthDialog } from "./auth-dialog-loader";
import { openAuthDialog } from "./auth-dialog-store";

/** Opens the auth dialog on its sign-in view; `className` (the button's looks) comes from the server. */
export function SignInButton({ className }: { className: string }) {
  return (
    <button
      type="button"
      data-slot="button"
      className={className}
      onClick={() => openAuthDialog("sign-in")}
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
    >
      Sign In
    </button>
  );
}
