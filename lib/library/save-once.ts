import "server-only";

import { getDb } from "../db";
import { saveCopySchema, type SaveCopyInput } from "./schema";
import { findCopy, saveCopy, type SavedCopyRow } from "./store";

type Saved = { copy: SavedCopyRow; created: boolean };

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2002"
  );
}

// The copy as it is now: it may have been edited in the library since, and a late retry must not undo that.
async function savedWithKey(userId: string, key: string): Promise<SavedCopyRow | null> {
  const row = await getDb().savedCopy.findUnique({
    where: { userId_idempotencyKey: { userId, idempotencyKey: key } },
    select: { id: true },
  });
  return row ? findCopy(userId, row.id) : null;
}

/**
 * Saves a copy to the user's library once per idempotency key: the same key again (a double click, a retried request
 * whose answer was lost) answers the copy saved the first time, with `created: false`. Without a key every call saves.
 */
export async function saveCopyOnce(userId: string, input: SaveCopyInput): Promise<Saved> {
  const data = saveCopySchema.parse(input);
  const key = data.idempotencyKey;
  if (!key) return { copy: await saveCopy(userId, data), created: true };
  const earlier = await savedWithKey(userId, key);
  if (earlier) return { copy: earlier, created: false };
  try {
    return { copy: await saveCopy(userId, data), created: true };
  } catch (error) {
    // Two requests with one key at the same moment: the other insert won, and its row answers both.
    const winner = isUniqueViolation(error) ? await savedWithKey(userId, key) : null;
    if (!winner) throw error;
    return { copy: winner, created: false };
  }
}
