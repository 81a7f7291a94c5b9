"use client";

import { notify } from "@/components/feedback/notify";
import type { LibraryType, SaveCopyInput } from "@/lib/library/schema";

/**
 * Saves text to the user's library, says how it went and answers whether it was saved. With an `idempotencyKey`
 * the server keeps one copy however often the same save is sent.
 */
export async function saveToLibrary(
  content: string,
  contentType: LibraryType,
  parameters: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<boolean> {
  const body: SaveCopyInput = { content, contentType, parameters, idempotencyKey };
  const response = await fetch("/api/copies", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (response?.ok) {
    void notify("success", { title: "Saved", description: "You'll find it in your library on the dashboard." });
    return true;
  }
  const answer = (await response?.json().catch(() => null)) as { error?: { message?: string } } | null;
  void notify("error", {
    title: "Not saved",
    description: answer?.error?.message ?? "Check your connection and try again.",
  });
  return false;
}
