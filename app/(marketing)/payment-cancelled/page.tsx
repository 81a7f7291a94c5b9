import type { Metadata } from "next";

import { SiteLink } from "@/components/navigation/site-link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Payment cancelled", robots: { index: false } };

export default function PaymentCancelledPage() {
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Payment cancelled</h1>
      <p className="text-lg text-muted-foreground">
        Your payment was cancelled. No charges were made. You can try again whenever you&apos;re ready.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <SiteLink href="/">Try Again</SiteLink>
        </Button>
        <Button asChild variant="outline">
          <SiteLink href="/dashboard">Return to Dashboard</SiteLink>
        </Button>
      </div>
    </section>
  );
}
