"use client";

import { LazyErrorScreen } from "@/components/system/lazy-error-screen";

import "./globals.css";

/** The root layout itself failed: this replaces it, so it brings its own document and the site's styles. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <LazyErrorScreen error={error} retry={retry} />
      </body>
    </html>
  );
}
