import type { ReactNode } from "react";

import { Logo } from "@/components/brand/logo";
import { mainContentId, SkipLink } from "@/components/navigation/skip-link";

// Sign-in related screens (/auth/callback, /welcome, /reset-password) live in this group.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <div className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-8 px-4 py-12">
        <Logo />
        <main id={mainContentId} tabIndex={-1} className="flex flex-col gap-8">
          {children}
        </main>
      </div>
    </>
  );
}
