import type { Metadata } from "next";

import { Footer } from "@/components/layout/footer";
import { TopBar } from "@/components/layout/top-bar";
import { NotFoundContent } from "@/components/system/not-found-content";

export const metadata: Metadata = { title: "Page Not Found" };

// The editor is off (a production server): its address is an unknown page, in the site's frame.
export default function EditorNotFound() {
  return (
    <>
      <TopBar />
      <main id="main">
        <NotFoundContent />
      </main>
      <Footer />
    </>
  );
}
