import type { ReactNode } from "react";

import { SiteDocument, siteMetadata, siteViewport } from "./site-document";

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
