import Link from "next/link";

import { Button } from "@/components/ui/button";
import { afterSignUpPath } from "@/lib/onboarding/guard";

/** The quick setup, asked again after it was skipped: it stays optional, one tap away. */
export function QuickSetupPrompt() {
  return (
    <div
      role="region"
      aria-label="Quick setup"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-muted/40 p-4 text-sm"
    >
      <p>
        <strong>Quick setup:</strong> three questions, so Hookline starts on the kind of copy you write.
      </p>
      <Button asChild size="sm" variant="outline" className="min-h-9">
        <Link href={afterSignUpPath}>Answer now</Link>
      </Button>
    </div>
  );
}
