import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { preload } from "react-dom";

import { ClientRuntime } from "@/components/system/client-runtime";
import { site } from "@/lib/config/marketing/site";
import { editorSettings } from "@/lib/editor/settings";
import { env } from "@/lib/env";

import "./globals.css";

// The document every page is rendered in: the root layout's, and the one the 404 page for unknown paths brings
// itself (global-not-found.tsx), which no layout wraps.

// Self-hosted (no font provider at run time): Inter's variable Latin subset from @fontsource-variable/inter.
// Not preloaded: at high priority its 48 KB would compete with the page itself on slow mobile networks.
// display: swap — a first visit shows Inter as soon as it arrives instead of keeping the fallback for the whole page
// view (optional did); the fallback is Arial scaled to Inter's metrics (size-adjust and ascent/descent overrides),
// so the swap repaints the letters without moving the lines.
const inter = localFont({
  src: "./fonts/inter-latin-wght.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
  adjustFontFallback: "Arial",
  preload: false,
});

export const siteMetadata: Metadata = {
  metadataBase: new URL(env.APP_URL),
  title: { default: site.title, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "any" },
      { url: "/favicon-96x96.png", type: "image/png", sizes: "96x96" },
    ],
    apple: "/apple-touch-icon.png",
  },
  openGraph: { siteName: site.name, type: "website", locale: "en_US" },
};

export const siteViewport: Viewport = { themeColor: "#4338ca" };

/**
 * `softNavigation: false` leaves site links as ordinary links: the 404 page for unknown paths is a document of its
 * own that no layout shares, which the router cannot leave in place.
 */
export function SiteDocument({ children, softNavigation = true }: { children: ReactNode; softNavigation?: boolean }) {
  preload("/favicon-96x96.png", { as: "image", type: "image/png" });
  preload("/favicon.ico", { as: "image" });
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        {children}
        <ClientRuntime
          posthogKey={env.POSTHOG_KEY}
          posthogHost={env.POSTHOG_HOST}
          serviceWorker={env.NODE_ENV === "production"}
          editor={editorSettings().enabled}
          softNavigation={softNavigation}
        />
      </body>
    </html>
  );
}
