"use client";

import { notify } from "@/components/feedback/notify";
import type { LibraryType } from "@/lib/library/schema";

/** Saves text to the user's library and says how it went. */
export async function saveToLibrary(content: string, contentType: LibraryType, parameters: Record<string, unknown>): Promise<void> {
  const response = await fetch("/api/copies", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ content, contentType, parameters }),
  }).catch(() => null);
  if (response?.ok) return void notify("success", { title: "Saved", description: "You'll find it in your library on the dashboard." });
  const answer = (await response?.json().catch(() => null)) as { error?: { message?: string } } | null;
  void notify("error", { title: "Not saved", description: answer?.error?.message ?? "Check your connection and try again." });
}
