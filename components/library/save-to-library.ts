"use client";

import { notify } from "@/components/feedback/notify";
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { libraryRoutes } from "@/lib/api-client/routes/library";
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
  const saved = await call(libraryRoutes.save, body);
  if (saved.ok) {
    void notify("success", { title: "Saved", description: "You'll find it in your library on the dashboard." });
    return true;
  }
  void notify("error", {
    title: "Not saved",
    description: wordsFor(saved.error, "Check your connection and try again."),
  });
  return false;
}
