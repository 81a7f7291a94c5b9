// The hand-off operations of the public API, in the same form as the others (operations.ts spreads them into its
// table): a campaign's social posts exported as Buffer's bulk-upload files, and sent to the scheduler the user
// connected in the profile. Both pass the same gate as the board: nothing over a platform's hard limit leaves, nor,
// with review on, anything a reviewer has not approved.
import { bufferFile } from "../../config/handoff";
import {
  bufferExportInputSchema,
  bufferExportOutputSchema,
  sendInputSchema,
  sendOutputSchema,
} from "./handoff-schemas";
import { define, editErrors } from "./operation";

const gate =
  "A post over its platform's hard limit never leaves Hookline, and when the campaign's review is on neither does one a reviewer has not approved: each is listed in `held` with the reason.";

export const handoffOperations = {
  exportCampaignToBuffer: define({
    id: "exportCampaignToBuffer",
    method: "POST",
    path: "/api/v1/campaigns/{id}/exports/buffer",
    tag: "Hand-off",
    summary: "Export the posts for Buffer",
    description: `The campaign's social posts as Buffer's bulk-upload CSV: one file per channel, header \`${bufferFile.header.join(",")}\`, every field quoted, CRLF rows, \`Posting Time\` as \`YYYY-MM-DD HH:mm\` on the clock of \`timeZone\`, at most ${bufferFile.maxRows} rows per file (${bufferFile.freePlanMaxRows} with \`freePlan\`; longer lists are split). Each file's text is in \`files[].content\`. ${gate} Each export is recorded on the campaign.`,
    scope: "campaigns:read",
    body: bufferExportInputSchema,
    answer: bufferExportOutputSchema,
    status: 200,
    spendsUnit: false,
    idempotent: false,
    streams: false,
    errors: editErrors.filter((code) => code !== "idempotency_key_reused"),
  }),
  sendCampaign: define({
    id: "sendCampaign",
    method: "POST",
    path: "/api/v1/campaigns/{id}/send",
    tag: "Hand-off",
    summary: "Send the posts to Postiz or Typefully",
    description: `Queues the campaign's social posts for the scheduler connected in the profile (\`destination\`): Postiz gets one request per campaign day with every channel's posts, Typefully one draft per post. Drafts unless \`schedule\` is true, timed on the clock of \`timeZone\`. The answer lists the posts queued (\`status\` \`queued\`); each one's outcome (\`sent\`, \`waiting\` for the scheduler's rate limit, or \`failed\` with the scheduler's message) is recorded and read with \`GET /api/v1/campaigns/{id}/handoffs\`. A post already sent to that scheduler is not sent again (it is in \`held\` as \`already_sent\`). ${gate} Send an Idempotency-Key to make a retried request answer as the first did.`,
    scope: "campaigns:send",
    body: sendInputSchema,
    answer: sendOutputSchema,
    status: 202,
    spendsUnit: false,
    idempotent: true,
    streams: false,
    errors: editErrors,
  }),
  listCampaignHandoffs: define({
    id: "listCampaignHandoffs",
    method: "GET",
    path: "/api/v1/campaigns/{id}/handoffs",
    tag: "Hand-off",
    summary: "List the posts handed to schedulers",
    description:
      "Every post of the campaign exported for Buffer or sent to Postiz or Typefully, newest first: where, when it is to be published, its status (`queued`, `sent`, `waiting` with `retryAt`, `failed`, `exported`) and the scheduler's answer (`httpStatus`, `message`, `remoteId`, `remoteUrl`).",
    scope: "campaigns:read",
    answer: sendOutputSchema.pick({ handoffs: true }),
    status: 200,
    spendsUnit: false,
    idempotent: false,
    streams: false,
    errors: ["forbidden", "not_found"],
  }),
} as const;
