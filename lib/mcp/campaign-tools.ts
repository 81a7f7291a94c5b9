// The MCP server's campaign tools: a brief opens a campaign with its message house (and, asked to, approves it at
// once), a campaign is read whole, and an opened campaign is approved. Each takes its /api/v1 operation's schemas,
// scope and cost, and calls the same lib actions.
import "server-only";

import { z } from "zod";

import { approveCampaign, createCampaign, readCampaign } from "../api/v1/actions/campaigns";
import { countGeneration } from "../api/v1/guard";
import { AppError } from "../errors";
import { defineTool, type Tool } from "./tool";

const units =
  "Each asset costs one generation of the user's plan; when the plan has fewer left than the campaign has assets, approval is refused with payment_required (with the usage) before anything is written. Call get_usage to see what is left.";

const flow =
  "A campaign goes brief → message house (a core message and pillars tied to the brief's key messages) → approval → assets, one per channel slot of the calendar, written in the background.";

/** A refusal to approve a campaign that was opened all the same: the agent needs its id to read it or try again. */
function openedAnyway(error: unknown, id: string): unknown {
  if (!(error instanceof AppError)) return error;
  const opened = `The campaign ${id} was opened with its message house: read it with get_campaign, and approve it with approve_campaign.`;
  return new AppError(error.code, `${error.message} ${opened}`, error.headers, error.details);
}

export const campaignTools: readonly Tool[] = [
  defineTool("create_campaign", {
    title: "Open a campaign from a brief",
    description: [
      flow,
      "Saves the brief (name, goal, key messages, call to action, an https landingUrl, channels, startDate YYYY-MM-DD and weeks) and drafts its message house; the answer is the campaign with status house_ready. Drafting is free; each call opens a new campaign.",
      "Show the message house to the user before approving. With approve: true the campaign is approved at once and its assets start being written (status approved, then running); follow them with get_campaign.",
      units,
    ].join(" "),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    input: (brief) =>
      brief.extend({
        approve: z
          .boolean()
          .default(false)
          .describe("Approve the drafted message house at once and start writing the assets (spends generations)"),
      }),
    run: async (userId, { approve, ...brief }, signal) => {
      const opened = await createCampaign(userId, brief, signal);
      if (!approve) return opened;
      try {
        // Approval writes assets, so it counts against the per-user generation limit as approve_campaign does.
        await countGeneration({ userId });
        return await approveCampaign(userId, opened.campaign.id);
      } catch (error) {
        throw openedAnyway(error, opened.campaign.id);
      }
    },
  }),
  defineTool("get_campaign", {
    title: "Read a campaign",
    description:
      "Reads one campaign by id: its status (draft, house_ready, approved, running, done, failed), brief, message house and cadence; its assets with their text, tagged link, scheduled date and length against the platform's limit; which key messages the written assets cover (coverage.notCovered), the guardrails (banned terms, disclosures, calls to action), the calendar and the progress of the writing. Free.",
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    run: (userId, { id }) => readCampaign(userId, id),
  }),
  defineTool("approve_campaign", {
    title: "Approve a campaign's message house",
    description: [
      "Approves the message house of a campaign opened with create_campaign (status house_ready) and starts writing its assets in the background; follow them with get_campaign. Approving a started campaign again changes nothing.",
      units,
    ].join(" "),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    run: (userId, { id }) => approveCampaign(userId, id),
  }),
];
