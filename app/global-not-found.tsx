import type { Metadata } from "next";

import { Footer } from "@/components/layout/footer";
import { TopBar } from "@/components/layout/top-bar";
import { NotFoundContent } from "@/components/system/not-found-content";
import { site } from "@/lib/config/marketing/site";

import { SiteDocument, siteMetadata } from "./site-document";

export const metadata: Metadata = { ...siteMetadata, title: `Page Not Found · ${site.name}` };

// Unknown paths, answered 404 in the site's frame. Rendered outside every layout, so no other page carries it.
export default function GlobalNotFound() {
  return (
    <SiteDocument softNavigation={false}>
      <TopBar />
      <main id="main">
        <NotFoundContent />
      </main>
      <Footer />
    </SiteDocument>
  );
}
