// Exporting for Buffer: the posts that pass the gate as Buffer's bulk-upload files, and a record of each post handed
// over, so the board shows what left and when it is to be published. A preview answers the same files and held posts
// without recording anything: the dialog shows it before the download.
import "server-only";

import { randomUUID } from "node:crypto";

import type { CampaignAnswer } from "../../campaigns/answer";
import { campaignAnswer } from "../../campaigns/board";
import { getDb } from "../../db";
import { AppError } from "../../errors";
import { localTime } from "../schedule";
import { bufferExportSchema, type BufferExportAnswer } from "../schema";
import { bufferDownload, bufferFiles, type BufferCsvFile, type BufferDownload, type BufferPost } from "./files";
import { copiesAwaitingReview } from "./library-review";
import { addDays, campaignBufferPlan, libraryBufferPlan } from "./plan";
import { libraryBufferExportSchema, type LibraryBufferExportAnswer } from "./schema";

export type BufferExport<Answer> = {
  answer: Answer;
  /** The bytes to download (one CSV, or a ZIP of several); null when every post was held back. */
  download: BufferDownload | null;
};

type Recorded = { campaignId: string | null; savedCopy: boolean };

const summary = (files: BufferCsvFile[]) =>
  files.map(({ name, channel, rows, content }) => ({ name, channel, rows, content }));

async function record(userId: string, posts: BufferPost[], origin: Recorded) {
  if (posts.length === 0) return;
  const exportId = randomUUID();
  await getDb().handoff.createMany({
    data: posts.map((post) => ({
      userId,
      campaignId: origin.campaignId,
      assetId: origin.savedCopy ? null : post.id,
      savedCopyId: origin.savedCopy ? post.id : null,
      destination: "buffer" as const,
      key: `buffer:${exportId}:${post.id}`,
      batchKey: `buffer:${exportId}`,
      channel: post.channel,
      text: post.text,
      postAt: post.time?.instant ?? null,
      scheduled: post.time !== undefined,
      status: "exported" as const,
      sentAt: new Date(),
    })),
  });
}

function campaignExport(campaign: CampaignAnswer, raw: unknown) {
  const input = bufferExportSchema.parse(raw);
  const { posts, held } = campaignBufferPlan(campaign, input);
  if (posts.length === 0 && held.length === 0)
    throw new AppError("invalid_input", "This campaign has no social posts to export for Buffer.");
  const files = bufferFiles(posts, campaign.slug, input.freePlan);
  const download = bufferDownload(files, campaign.slug, new Date());
  const answer: BufferExportAnswer = { name: download?.name ?? "", files: summary(files), held };
  return { posts, answer, download };
}

/** What exporting the campaign would give, recording nothing. */
export async function previewCampaignBufferExport(
  userId: string,
  campaignId: string,
  raw: unknown,
): Promise<BufferExportAnswer> {
  return campaignExport(await campaignAnswer(userId, campaignId), raw).answer;
}

/** The campaign's social posts that pass the gate as Buffer files; each exported post is recorded as handed off. */
export async function exportCampaignToBuffer(
  userId: string,
  campaignId: string,
  raw: unknown,
): Promise<BufferExport<BufferExportAnswer>> {
  const campaign = await campaignAnswer(userId, campaignId);
  const { posts, answer, download } = campaignExport(campaign, raw);
  await record(userId, posts, { campaignId: campaign.id, savedCopy: false });
  return { answer, download };
}

/** The files are named after the library, since a selection has no campaign to name them. */
const libraryPrefix = "hookline-library";

async function libraryExport(userId: string, raw: unknown) {
  const input = libraryBufferExportSchema.parse(raw);
  const rows = await getDb().savedCopy.findMany({
    where: { userId, id: { in: input.savedCopyIds } },
    select: { id: true, title: true, content: true, contentType: true, parameters: true, idempotencyKey: true },
  });
  if (rows.length === 0) throw new AppError("not_found", "None of these copies is in your library.");
  const awaiting = await copiesAwaitingReview(userId, rows);
  const byId = new Map(rows.map((row) => [row.id, { ...row, awaitingReview: awaiting.has(row.id) }]));
  const copies = [...new Set(input.savedCopyIds)].flatMap((id) => byId.get(id) ?? []);
  const startDate = input.startDate ?? addDays(localTime(new Date(), input.timeZone).slice(0, 10), 1);
  const { posts, held } = libraryBufferPlan(copies, { ...input, startDate });
  const files = bufferFiles(posts, libraryPrefix, input.freePlan);
  const download = bufferDownload(files, libraryPrefix, new Date());
  const answer: LibraryBufferExportAnswer = { name: download?.name ?? "", files: summary(files), held };
  return { posts, answer, download };
}

/** What exporting the saved copies would give, recording nothing. */
export async function previewLibraryBufferExport(userId: string, raw: unknown): Promise<LibraryBufferExportAnswer> {
  return (await libraryExport(userId, raw)).answer;
}

/** The chosen saved copies that are social posts within their limits, as Buffer files; each is recorded. */
export async function exportLibraryToBuffer(
  userId: string,
  raw: unknown,
): Promise<BufferExport<LibraryBufferExportAnswer>> {
  const { posts, answer, download } = await libraryExport(userId, raw);
  await record(userId, posts, { campaignId: null, savedCopy: true });
  return { answer, download };
}
