import "server-only";

import { replyHistory } from "../config/extension";
import { getDb } from "../db";
import { replyHistorySchema, type ReplyHistory, type ReplyInput } from "./schema";

const excerptOf = (post: string) => Array.from(post).slice(0, replyHistory.postExcerptCharacters).join("");

/** Stores one request's drafts and deletes the user's older ones beyond the newest `draftsKept`, in one transaction. */
export async function rememberDrafts(userId: string, input: ReplyInput, texts: readonly string[]): Promise<void> {
  const postExcerpt = excerptOf(input.postText);
  await getDb().$transaction(async (tx) => {
    await tx.replyDraft.createMany({
      data: texts.map((text, position) => ({
        userId,
        platform: input.platform,
        postExcerpt,
        author: input.author ?? null,
        tone: input.tone,
        text,
        position,
      })),
    });
    const kept = await tx.replyDraft.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { position: "asc" }],
      take: replyHistory.draftsKept,
      select: { id: true },
    });
    await tx.replyDraft.deleteMany({ where: { userId, id: { notIn: kept.map((draft) => draft.id) } } });
  });
}

/** The user's newest drafts, newest first (a request's drafts in the order they were written). */
export async function replyHistoryOf(userId: string): Promise<ReplyHistory> {
  const rows = await getDb().replyDraft.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { position: "asc" }],
    take: replyHistory.draftsKept,
    select: { id: true, platform: true, postExcerpt: true, author: true, tone: true, text: true, createdAt: true },
  });
  return replyHistorySchema.parse({ drafts: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
}
