import type { Metadata } from "next";
import Link from "next/link";

import { AuthDialogHost } from "@/components/auth/auth-dialog-host";
import { Footer } from "@/components/layout/footer";
import { TopBar } from "@/components/layout/top-bar";
import { Button } from "@/components/ui/button";
import { site } from "@/lib/config/marketing/site";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <>
      <TopBar />
      <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-bold tracking-tight">Page Not Found</h1>
        <p className="text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/">Back to Home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">Contact Us</Link>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Or write to us at{" "}
          <a
            href={`mailto:${site.contactEmail}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {site.contactEmail}
          </a>
        </p>
      </main>
      <Footer />
      <AuthDialogHost />
    </>
  );
}
