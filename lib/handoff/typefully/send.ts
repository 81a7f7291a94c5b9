// Sending to Typefully: one draft per post, in the connection's social set. A refusal (400, 422, 401, 402, 403, 404)
// is the post's answer and is not tried again; a 429 keeps the post for the end of Typefully's window; a network
// failure or a 5xx throws, so the job tries again.
import "server-only";

import { schedulerRequests } from "../../config/handoff";
import type { BatchOutcome, PostOutcome, Sender } from "../sender";
import { createDraft, retryAfterSeconds, typefullyDraftSchema, typefullyMessage } from "./api";
import { draftBodyOf } from "./draft";

export const typefullyKeyRefused = "Typefully refused the API key: check it in your profile.";
const typefullySetGone = "Typefully no longer has the chosen social set: choose one again in your profile.";

/** Creates one Typefully draft for one post. */
export const typefullySender: Sender = async (batch): Promise<BatchOutcome> => {
  const { connection, options, signal } = batch;
  const posts: PostOutcome[] = [];
  for (const post of batch.posts) {
    const refused = (httpStatus: number | null, message: string): PostOutcome => ({
      handoffId: post.handoffId,
      sent: false,
      httpStatus,
      message,
    });
    if (!connection.socialSetId) {
      posts.push(refused(null, "Choose a Typefully social set in your profile, then send again."));
      continue;
    }
    const plan = draftBodyOf(post, options);
    if (!plan.ok) {
      posts.push(refused(null, plan.message));
      continue;
    }
    const answer = await createDraft(connection.apiKey, connection.socialSetId, plan.body, signal);
    if (answer.status === 429) {
      const seconds = retryAfterSeconds(answer.headers) ?? schedulerRequests.defaultRetryAfterSeconds;
      return {
        kind: "wait",
        until: new Date(Date.now() + seconds * 1000),
        httpStatus: 429,
        message: `Typefully's rate limit: ${typefullyMessage(answer)} Sent again automatically when its window ends.`,
      };
    }
    if (answer.status >= 500) throw new Error(`Typefully answered ${answer.status}`);
    if (answer.status === 401) {
      posts.push(refused(401, typefullyKeyRefused));
      continue;
    }
    if (answer.status === 404) {
      posts.push(refused(404, typefullySetGone));
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) {
      posts.push(refused(answer.status, typefullyMessage(answer)));
      continue;
    }
    const draft = typefullyDraftSchema.safeParse(answer.body);
    if (!draft.success) throw new Error("Typefully's answer had no draft in it");
    const scheduled = Boolean(plan.body.publish_at);
    posts.push({
      handoffId: post.handoffId,
      sent: true,
      httpStatus: answer.status,
      message: scheduled ? "Scheduled in Typefully" : "Draft created in Typefully",
      remoteId: draft.data.id,
      remoteUrl: draft.data.share_url ?? draft.data.private_url ?? null,
    });
  }
  return { kind: "answered", posts };
};
