"use client";

import type { ReactNode } from "react";

import { notify } from "@/components/feedback/notify";

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Denied, or no clipboard at all (pages served over plain http other than localhost).
    return false;
  }
}

/** The native share sheet where there is one; otherwise the link goes to the clipboard, with a toast. */
/** Shares the article's own address (`path` on this site), never the address bar's #fragment or query. */
export function ShareButtonClient({
  title,
  path,
  icon,
  className,
}: {
  title: string;
  path: string;
  icon: ReactNode;
  className: string;
}) {
  return (
    <button
      type="button"
      data-slot="button"
      className={className}
      onClick={async () => {
        const url = new URL(path, window.location.origin).href;
        if (typeof navigator.share === "function") {
          try {
            await navigator.share({ title, url });
            return;
          } catch (error) {
            if (error instanceof DOMException && error.name === "AbortError") return;
          }
        }
        const copied = await copyToClipboard(url);
        await notify(
          copied ? "success" : "error",
          copied
            ? { title: "Link copied!", description: "The article link has been copied to your clipboard." }
            : { title: "Error", description: "Failed to copy link. Please copy the URL manually." },
        );
      }}
    >
      {icon}
      Share
    </button>
  );
}
