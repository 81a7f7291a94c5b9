import "server-only";

import { entitlementOf } from "../billing/entitlement-of";
import { trial } from "../config/plans";
import { getDb } from "../db";
import { AppError } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { rowId } from "../route-id";
import { libraryCsv } from "./export";
import { saveCopySchema, updateCopySchema, type CopyFilters } from "./schema";

const select = {
  id: true,
  title: true,
  content: true,
  contentType: true,
  parameters: true,
  isDraft: true,
  favourite: true,
  createdAt: true,
} as const;
export type SavedCopyRow = Prisma.SavedCopyGetPayload<{ select: typeof select }>;

function where(userId: string, filters: CopyFilters): Prisma.SavedCopyWhereInput {
  return {
    userId,
    ...(filters.type ? { contentType: filters.type } : {}),
    ...(filters.favourites ? { favourite: true } : {}),
    ...(filters.q ? { content: { contains: filters.q, mode: "insensitive" as const } } : {}),
  };
}

/** Where a page of the list ended: the next page starts after this row. */
export type PageEnd = { createdAt: Date; id: string };

/** The user's saved copies, newest first (ties by id), after `after` when given; nobody else's rows are ever read. */
export function listCopies(userId: string, filters: CopyFilters, take = 200, after?: PageEnd): Promise<SavedCopyRow[]> {
  const page: Prisma.SavedCopyWhereInput = after
    ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
    : {};
  return getDb().savedCopy.findMany({
    where: { ...where(userId, filters), ...page },
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
  });
}

export async function saveCopy(userId: string, input: unknown): Promise<SavedCopyRow> {
  const data = saveCopySchema.parse(input);
  const entitlement = await entitlementOf(userId);
  if (!entitlement.hasActiveSubscription)
    throw new AppError(
      "subscription_required",
      `Choose a plan to save copy. Every plan starts with a ${trial.days}-day free trial.`,
    );
  return getDb().savedCopy.create({
    data: { ...data, parameters: data.parameters as Prisma.InputJsonObject, userId },
    select,
  });
}

export async function updateCopy(userId: string, id: string, input: unknown): Promise<SavedCopyRow> {
  const { title, ...data } = updateCopySchema.parse(input);
  const { count } = await getDb().savedCopy.updateMany({
    where: { id, userId },
    data: title === undefined ? data : { ...data, title: title || null },
  });
  if (count === 0) throw new AppError("not_found", "That copy does not exist.");
  return getDb().savedCopy.findFirstOrThrow({ where: { id, userId }, select });
}

export async function deleteCopy(userId: string, id: string): Promise<void> {
  const { count } = await getDb().savedCopy.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError("not_found", "That copy does not exist.");
}

export async function findCopy(userId: string, id: string): Promise<SavedCopyRow> {
  const row = await getDb().savedCopy.findFirst({ where: { id, userId }, select });
  if (!row) throw new AppError("not_found", "That copy does not exist.");
  return row;
}

/** Every saved copy matching the filters, as CSV a spreadsheet reads (`libraryCsv`). */
export async function exportCopies(userId: string, filters: CopyFilters): Promise<string> {
  const rows = await getDb().savedCopy.findMany({
    where: where(userId, filters),
    select,
    orderBy: { createdAt: "desc" },
  });
  return libraryCsv(rows);
}

/** A uuid check before the query: a malformed id is simply not found (never a database error). */
export function copyId(value: string): string {
  return rowId(value, "That copy does not exist.");
}

/** The user's copy for its own page, or null when the id is malformed, missing or someone else's (all a 404). */
export async function ownCopyOrNull(userId: string, id: string): Promise<SavedCopyRow | null> {
  try {
    return await findCopy(userId, copyId(id));
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}
