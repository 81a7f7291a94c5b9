import type { ReactNode } from "react";

import { Footer } from "@/components/layout/footer";
import { TopBar } from "@/components/layout/top-bar";
import { mainContentId, SkipLink } from "@/components/navigation/skip-link";

export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <main id={mainContentId} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
