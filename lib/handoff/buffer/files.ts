// How an export is cut into files Buffer takes: one per channel (a bulk upload goes to one channel), at most the
// plan's rows per file, numbered when a channel needs several; several files travel as one ZIP.
import { bufferFile, socialChannels, type SocialChannel } from "../../config/handoff";
import type { PostingTime } from "../schedule";
import { bufferCsv } from "./csv";
import { zip } from "./zip";

export type BufferPost = {
  id: string;
  channel: SocialChannel;
  text: string;
  imageUrl?: string | null;
  time: PostingTime | undefined;
};

export type BufferCsvFile = { name: string; channel: SocialChannel; rows: number; content: string; postIds: string[] };

export type BufferDownload = { name: string; contentType: string; bytes: Uint8Array<ArrayBuffer> };

export const bufferCsvContentType = "text/csv; charset=utf-8";
export const bufferZipContentType = "application/zip";

export const rowsPerFile = (freePlan: boolean) => (freePlan ? bufferFile.freePlanMaxRows : bufferFile.maxRows);

/** Earliest first; posts without a time after those with one, in the order given. */
const byTime = (a: BufferPost, b: BufferPost) =>
  (a.time?.instant.getTime() ?? Number.POSITIVE_INFINITY) - (b.time?.instant.getTime() ?? Number.POSITIVE_INFINITY);

/** "spring-launch-x.csv"; "spring-launch-x-1.csv", "spring-launch-x-2.csv"… when the channel needs several files. */
export function bufferFiles(posts: readonly BufferPost[], prefix: string, freePlan: boolean): BufferCsvFile[] {
  const max = rowsPerFile(freePlan);
  return socialChannels.flatMap((channel) => {
    const mine = posts.filter((post) => post.channel === channel).sort(byTime);
    const chunks: BufferPost[][] = [];
    for (let start = 0; start < mine.length; start += max) chunks.push(mine.slice(start, start + max));
    return chunks.map((chunk, index) => ({
      name: chunks.length === 1 ? `${prefix}-${channel}.csv` : `${prefix}-${channel}-${index + 1}.csv`,
      channel,
      rows: chunk.length,
      content: bufferCsv(
        chunk.map((post) => ({ text: post.text, imageUrl: post.imageUrl, postingTime: post.time?.local ?? null })),
      ),
      postIds: chunk.map((post) => post.id),
    }));
  });
}

/** The one file as it is, or every file in "<prefix>-buffer.zip"; null when there is nothing to export. */
export function bufferDownload(files: readonly BufferCsvFile[], prefix: string, now: Date): BufferDownload | null {
  const [only] = files;
  if (!only) return null;
  if (files.length === 1)
    return { name: only.name, contentType: bufferCsvContentType, bytes: new TextEncoder().encode(only.content) };
  return {
    name: `${prefix}-buffer.zip`,
    contentType: bufferZipContentType,
    bytes: zip(
      files.map((file) => ({ name: file.name, content: file.content })),
      now,
    ),
  };
}
