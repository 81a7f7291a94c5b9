import "server-only";

import { z } from "zod";

import { AppError } from "../../../errors";
import type { SaveCopyInput } from "../../../library/schema";
import {
  copyId,
  deleteCopy,
  findCopy,
  listCopies,
  saveCopy as storeCopy,
  updateCopy,
  type PageEnd,
  type SavedCopyRow,
} from "../../../library/store";
import { libraryQuerySchema, type Copy } from "../schemas";

const copyOf = (row: SavedCopyRow): Copy => ({
  ...row,
  contentType: row.contentType as Copy["contentType"],
  parameters: (row.parameters ?? {}) as Copy["parameters"],
  createdAt: row.createdAt.toISOString(),
});

/** Where a page ended, as a cursor: opaque to clients, and still good after the copy it names is deleted. */
export function cursorOf(row: PageEnd): string {
  return Buffer.from(`${row.createdAt.toISOString()} ${row.id}`).toString("base64url");
}

export function pageEndOf(cursor: string): PageEnd {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split(" ");
  const createdAt = new Date(at ?? "");
  if (Number.isNaN(createdAt.getTime()) || !z.uuid().safeParse(id).success) {
    throw new AppError("invalid_input", "cursor: use the nextCursor of the previous page.");
  }
  return { createdAt, id: id as string };
}

/** One page of saved copy, newest first, after the page `cursor` ended. */
export async function listLibrary(
  userId: string,
  query: z.output<typeof libraryQuerySchema>,
): Promise<{ copies: Copy[]; nextCursor: string | null }> {
  const { limit, cursor, ...filters } = query;
  const rows = await listCopies(userId, filters, limit + 1, cursor ? pageEndOf(cursor) : undefined);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { copies: page.map(copyOf), nextCursor: rows.length > limit && last ? cursorOf(last) : null };
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
