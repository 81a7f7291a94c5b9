// Sends one campaign day to Postiz: one POST /public/v1/posts with every channel's post of the day (Postiz limits
// post creation per hour, counting requests). A post with no integration for its channel, or longer than the
// integration takes, is refused here and never sent; Postiz's 400 and 401 are answers for every post of the request;
// its 429 keeps the batch for the end of the window; a network failure or a 5xx is thrown for the job to retry.
import "server-only";

import { postiz, schedulerRequests } from "../../config/handoff";
import { retryAfterSecondsOf } from "../../retry-after";
import type { OpenConnection } from "../connections";
import type { BatchOutcome, PostOutcome, Sender } from "../sender";
import { createPostizPosts, PostizError, postizMessage, type PostizTarget } from "./api";
import { buildPostizRequest } from "./build";
import { postizChannels } from "./channels";

export const postizKeyRefused = "Postiz refused the API key: check it in your profile.";

export const postizTargetOf = (connection: Pick<OpenConnection, "baseUrl" | "apiKey">): PostizTarget => ({
  baseUrl: connection.baseUrl ?? postiz.cloudApiUrl,
  apiKey: connection.apiKey,
});

const failed = (handoffId: string, httpStatus: number | null, message: string): PostOutcome => ({
  handoffId,
  sent: false,
  httpStatus,
  message,
});

export const postizSender: Sender = async ({ connection, options, posts, signal }): Promise<BatchOutcome> => {
  const target = postizTargetOf(connection);
  let channels;
  try {
    ({ channels } = await postizChannels(target, [...new Set(posts.map((post) => post.channel))], signal));
  } catch (error) {
    // A refusal of the key or of the address is an answer: trying again would get the same one.
    if (error instanceof PostizError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      const message = error.status === 401 ? postizKeyRefused : error.message;
      return { kind: "answered", posts: posts.map((post) => failed(post.handoffId, error.status, message)) };
    }
    throw error;
  }
  const built = buildPostizRequest(posts, channels, options);
  const refused = built.refused.map((item) => failed(item.handoffId, null, item.message));
  if (!built.body) return { kind: "answered", posts: refused };

  const answer = await createPostizPosts(target, built.body, signal);
  const { status } = answer;
  if (status === 429) {
    const seconds = retryAfterSecondsOf(answer.retryAfter) ?? schedulerRequests.defaultRetryAfterSeconds;
    const until = new Date(Date.now() + seconds * 1000);
    return {
      kind: "wait",
      until,
      httpStatus: 429,
      message: "Postiz's hourly limit on new posts is reached; sent again when its window ends.",
    };
  }
  if (status >= 500)
    throw new Error(`Postiz answered ${status}${postizMessage(answer.body) ? `: ${postizMessage(answer.body)}` : ""}`);
  if (status >= 200 && status < 300) {
    const sent = built.included.map(({ handoffId }, index): PostOutcome => {
      const created = answer.created?.[index];
      return {
        handoffId,
        sent: true,
        httpStatus: status,
        message: options.schedule ? "Scheduled in Postiz." : "Draft created in Postiz.",
        remoteId: created?.postId ?? null,
      };
    });
    return { kind: "answered", posts: [...sent, ...refused] };
  }
  const message =
    status === 401
      ? postizKeyRefused
      : `Postiz refused it (${status}): ${postizMessage(answer.body) ?? "no reason given"}.`;
  return {
    kind: "answered",
    posts: [...built.included.map(({ handoffId }) => failed(handoffId, status, message)), ...refused],
  };
};
