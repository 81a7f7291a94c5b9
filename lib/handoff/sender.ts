// What a scheduler's sender is given and answers: one batch (one request's posts: a Postiz day, a Typefully draft),
// and per post whether it was sent, or the batch as a whole to be tried again after the scheduler's rate window.
import type { OpenConnection } from "./connections";
import type { SendInput } from "./schema";

export type BatchPost = {
  handoffId: string;
  assetId: string | null;
  channel: string;
  text: string;
  /** When it is to be published; null: a draft without a time. */
  postAt: Date | null;
};

export type SendOptions = Pick<SendInput, "schedule" | "whoCanReply" | "share">;

export type Batch = {
  userId: string;
  connection: OpenConnection;
  options: SendOptions;
  posts: BatchPost[];
  signal: AbortSignal;
};

export type PostOutcome = {
  handoffId: string;
  sent: boolean;
  httpStatus: number | null;
  /** The scheduler's message (shown on the board next to the post), or what was done ("Draft created in Postiz"). */
  message: string;
  remoteId?: string | null;
  remoteUrl?: string | null;
};

export type BatchOutcome =
  /** Every post answered, sent or refused (a 400 or a 401 is an answer: trying again would get the same one). */
  | { kind: "answered"; posts: PostOutcome[] }
  /** A 429: the whole batch waits for the window and is tried again then; nothing was created. */
  | { kind: "wait"; until: Date; httpStatus: number; message: string };

/**
 * Sends one batch. A network failure or a 5xx throws: the job is tried again with backoff, and after its last attempt
 * its posts are marked failed with that error's message.
 */
export type Sender = (batch: Batch) => Promise<BatchOutcome>;
