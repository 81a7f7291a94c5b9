// The MCP server's hand-off tools: a campaign's posts sent to the scheduler the user connected (Postiz or
// Typefully). Each takes its /api/v1 operation's schemas and scope and calls the same lib action.
import "server-only";

import { z } from "zod";

import { claimIdempotencyKey, fingerprintOf } from "../api/idempotency";
import { sendCampaignPosts } from "../api/v1/actions/handoff";
import { api } from "../config/api";
import { sendAnswerSchema, type SendAnswer } from "../handoff/schema";
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

export const handoffTools: readonly Tool[] = [
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
