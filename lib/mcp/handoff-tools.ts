// The MCP server's hand-off tools: a campaign's posts sent to the scheduler the user connected (Postiz or
// Typefully). Each takes its /api/v1 operation's schemas and scope and calls the same lib action.
import "server-only";

import { z } from "zod";

import { claimIdempotencyKey, fingerprintOf } from "../api/idempotency";
import { exportBufferFiles, sendCampaignPosts } from "../api/v1/actions/handoff";
import { api } from "../config/api";
import { bufferExportAnswerSchema, sendAnswerSchema, type SendAnswer } from "../handoff/schema";
import { defineTool, type Tool } from "./tool";

const gate =
  "Nothing over a platform's hard limit leaves Hookline, and when the campaign's review is on nothing a reviewer has not approved: such posts are listed in held with the reason.";

/**
 * Runs the send once per key: a retry with the same key and arguments answers the first answer; the same key with
 * other arguments is refused. Without a key every call is a new send (posts already sent are held, not sent twice).
 */
async function once(userId: string, key: string | undefined, input: unknown, send: () => Promise<SendAnswer>) {
  if (!key) return send();
  const claim = await claimIdempotencyKey(
    userId,
    `mcp:send_campaign:${key}`,
    fingerprintOf("MCP", "https://mcp.invalid/send_campaign", JSON.stringify(input)),
  );
  if (claim.kind === "replay") return sendAnswerSchema.parse(JSON.parse(claim.answer.body));
  try {
    const answer = await send();
    await claim.complete({ status: 202, body: JSON.stringify(answer) });
    return answer;
  } catch (error) {
    await claim.abandon();
    throw error;
  }
}

/** Each Buffer file as a CSV resource the agent can hand to the user as it is. */
function bufferResources(answer: Record<string, unknown>) {
  const { files } = bufferExportAnswerSchema.parse(answer);
  return files.map((file) => ({
    type: "resource" as const,
    resource: { uri: `hookline://buffer/${encodeURIComponent(file.name)}`, mimeType: "text/csv", text: file.content },
  }));
}

export const handoffTools: readonly Tool[] = [
  defineTool("export_campaign", {
    title: "Export a campaign's posts for Buffer",
    description: [
      "Exports a campaign's social posts as Buffer's bulk-upload CSV, one file per channel (at most 100 posts per file, or 10 with freePlan; longer lists are split): each file comes back as a text/csv resource and in files[].content.",
      "Posting times are on the clock of timeZone (an IANA zone, the one the user's Buffer channels post in; ask, never assume UTC), starting at time (HH:mm).",
      gate,
      "Each export is recorded on the campaign's board. Free.",
    ].join(" "),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    resources: bufferResources,
    run: (userId, { id, ...input }) => exportBufferFiles(userId, id, input),
  }),
  defineTool("send_campaign", {
    title: "Send a campaign's posts to Postiz or Typefully",
    description: [
      "Queues a campaign's social posts for the scheduler the user connected in Hookline's profile (destination postiz or typefully): Postiz gets one request per campaign day, Typefully one draft per post. Drafts unless schedule is true; posting times are on the clock of timeZone (an IANA zone; ask the user, never assume UTC), starting at time (HH:mm).",
      gate,
      "The answer lists the posts queued; their outcome (sent, waiting for the scheduler's rate limit, failed with its message) shows in get_campaign's hand-offs on the board and in GET /api/v1/campaigns/{id}/handoffs. A post already sent to that scheduler is held as already_sent, never sent twice. Pass idempotencyKey to make a retried call answer as the first did; without it the call is not idempotent. Free.",
    ].join(" "),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    input: (body) =>
      body.extend({
        idempotencyKey: z
          .string()
          .regex(/^[\x21-\x7e]+$/, "Use printable characters without spaces, such as a UUID.")
          .max(api.idempotency.maxKeyLength)
          .optional()
          .describe("A key of your choosing (such as a UUID): a retry with the same key answers the first answer"),
      }),
    run: (userId, { id, idempotencyKey, ...input }) =>
      once(userId, idempotencyKey, { id, ...input }, () => sendCampaignPosts(userId, id, input)),
  }),
];
