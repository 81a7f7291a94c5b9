"use client";

import Link from "next/link";

import { Button } from "@/components/ui/button";
import { setConsent, type Consent } from "@/lib/analytics/consent";

import { closeCookieSettings } from "./cookie-settings-store";
import { useModalOpen } from "./use-modal-open";

/** The banner itself, loaded by CookieBanner when it is to be shown. */
export default function CookieBannerPanel() {
  // Never over a dialog (on a phone it covered a dialog's last lines): hidden while one is open, back when it closes.
  const underDialog = useModalOpen();
  const decide = (choice: Consent) => {
    setConsent(choice);
    closeCookieSettings();
  };

  return (
    // Sticky at the end of the page rather than fixed: it stays in view, and it takes its own room below the content,
    // so whatever it covers at the bottom of the screen can still be scrolled above it (on a phone, the quick setup's
    // Continue button was out of reach under a fixed banner).
    <section
      aria-label="Cookie consent"
      hidden={underDialog}
      className="sticky bottom-3 z-50 mx-auto mb-3 w-[calc(100%-1.5rem)] max-w-xl rounded-lg border bg-background p-4 text-sm shadow-lg sm:w-[calc(100%-3rem)]"
    >
      <p>
        We use analytics cookies, only if you agree, to see which pages help marketers most. No advertising cookies.{" "}
        <Link href="/cookie-policy" className="font-medium text-primary underline underline-offset-4">
          Cookie Policy
        </Link>
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button size="sm" variant="outline" onClick={() => decide("declined")}>
          Decline
        </Button>
        <Button size="sm" onClick={() => decide("accepted")}>
          Accept
        </Button>
      </div>
    </section>
  );
}
