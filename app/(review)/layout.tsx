import type { Metadata } from "next";
import type { ReactNode } from "react";

import { LogoMark } from "@/components/brand/logo-mark";
import { mainContentId, SkipLink } from "@/components/navigation/skip-link";
import { site } from "@/lib/config/marketing/site";

export const metadata: Metadata = {
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

// Pages opened through a review link by someone without an account: the brand, the page, and no way into the app.
export default function ReviewLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <div className="mx-auto grid min-h-dvh max-w-3xl content-start gap-6 px-4 py-8">
        <header className="flex items-center gap-2 font-semibold tracking-tight">
          <LogoMark className="size-7" />
          <span className="text-lg">{site.name}</span>
        </header>
        <main id={mainContentId} tabIndex={-1} className="grid min-w-0 gap-6">
          {children}
        </main>
      </div>
    </>
  );
}
