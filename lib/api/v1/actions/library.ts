import "server-only";
import { z } from "zod";
import { getDb } from "../../../db";
import { AppError } from "../../../errors";
import { copyId, deleteCopy, findCopy, listCopies, saveCopy as storeCopy, updateCopy, type SavedCopyRow } from "../../../library/store";
import type { SaveCopyInput } from "../../../library/schema";
import { libraryQuerySchema, type Copy } from "../schemas";

const copyOf = (row: SavedCopyRow): Copy => ({
  ...row,
  contentType: row.contentType as Copy["contentType"],
  parameters: (row.parameters ?? {}) as Copy["parameters"],
  createdAt: row.createdAt.toISOString(),
});

/** One page of saved copy, newest first; `cursor` is the last id of the page before. */
export async function listLibrary(userId: string, query: z.output<typeof libraryQuerySchema>): Promise<{ copies: Copy[]; nextCursor: string | null }> {
  const { limit, cursor, ...filters } = query;
  const after = cursor ? await getDb().savedCopy.findFirst({ where: { id: cursor, userId }, select: { createdAt: true, id: true } }) : undefined;
  // A page that starts again from the top would hand a client copies it already has.
  if (after === null) throw new AppError("invalid_input", "cursor: that copy is no longer in the library. List again from the first page.");
  const rows = await listCopies(userId, filters, limit + 1, after);
  const page = rows.slice(0, limit);
  return { copies: page.map(copyOf), nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

export async function readCopy(userId: string, id: string): Promise<{ copy: Copy }> {
  return { copy: copyOf(await findCopy(userId, copyId(id))) };
}

export async function saveCopy(userId: string, input: SaveCopyInput): Promise<{ copy: Copy }> {
  return { copy: copyOf(await storeCopy(userId, input)) };
}

export async function editCopy(userId: string, id: string, input: unknown): Promise<{ copy: Copy }> {
  return { copy: copyOf(await updateCopy(userId, copyId(id), input)) };
}

export async function removeCopy(userId: string, id: string): Promise<void> {
  await deleteCopy(userId, copyId(id));
}
