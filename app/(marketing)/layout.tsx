import type { ReactNode } from "react";

import { Footer } from "@/components/layout/footer";
import { TopBar } from "@/components/layout/top-bar";

export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      <main id="main">{children}</main>
      <Footer />
    </>
  );
}
