import type { Metadata } from "next";

import { NotFoundContent } from "@/components/system/not-found-content";

export const metadata: Metadata = { title: "Page Not Found" };

// A page that calls notFound(): shown inside its own layouts (the site's or the app's frame, which hold <main>). Every
// page carries this boundary in its payload, so it brings no frame of its own; unknown paths get global-not-found.tsx.
export default function NotFound() {
  return <NotFoundContent />;
}
