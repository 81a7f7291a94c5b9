"use client";

import { Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** The native share sheet where there is one; otherwise the link goes to the clipboard (SPEC §2 and §8 texts). */
export function ShareButton({ title }: { title: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={async () => {
        const url = window.location.href;
        if (typeof navigator.share === "function") {
          try {
            await navigator.share({ title, url });
            return;
          } catch (error) {
            if (error instanceof DOMException && error.name === "AbortError") return;
          }
        }
        try {
          await navigator.clipboard.writeText(url);
          toast.success("Link copied!", { description: "The article link has been copied to your clipboard." });
        } catch {
          toast.error("Error", { description: "Failed to copy link. Please copy the URL manually." });
        }
      }}
    >
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
