// The MCP server's tools. Each calls the same lib action as its /api/v1 operation and takes that operation's input
// and answer schemas, scope and cost (lib/mcp/tool.ts), so a tool and its REST operation cannot disagree.
import "server-only";

import { checkText } from "../api/v1/actions/check";
import { generateCopy } from "../api/v1/actions/generation";
import { listLibrary, saveCopy } from "../api/v1/actions/library";
import { hooksFor, planFor } from "../api/v1/actions/planning";
import { usageOf } from "../api/v1/actions/usage";
import { listVoices } from "../api/v1/actions/voices";
import { planning } from "../config/generation/requests";
import { countInWords } from "../format";
import { campaignTools } from "./campaign-tools";
import { handoffTools } from "./handoff-tools";
import { defineTool, type Tool } from "./tool";

const spends =
  "Costs one generation of the user's plan (nothing when it fails); when the plan has none left it answers payment_required with the usage. Call get_usage to see what is left.";

/** Writing: spends a generation, adds nothing that could be lost, and sends the brief to an AI model. */
const writes = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true };
/** Reading the account: changes nothing, and the same call answers the same until the account changes. */
const reads = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export const tools: readonly Tool[] = [
  defineTool("generate_copy", {
    title: "Generate marketing copy",
    description: [
      "Writes copy for one brief with Hookline's AI writer: an ad, a social post, an email, a video script, part of a blog article or an SEO meta description.",
      "Every part is kept within the platform's hard limit (X posts counted by X's weights) and every variant is scored 0–100 with the reasons.",
      "What each contentType needs: ads → platform (facebook|google), headline (the product or offer), description; social → platform (linkedin|instagram|threads|x|custom; custom also needs customPlatform), topic; email → emailType, body (what the email should get across); scripts → scriptType, duration (seconds), topic; blog → platform (outline|intro|conclusion), title; seo → title, description.",
      "Optional: toneStyle, language, audience details, useEmojis, abTesting (two variants to compare) and presetName (a brand voice name from list_brand_voices).",
      `${spends} It takes a few seconds to a minute.`,
    ].join(" "),
    annotations: writes,
    countsGenerationItself: true,
    run: (userId, input) => generateCopy(userId, input),
  }),
  defineTool("write_hooks", {
    description: [
      `Writes ${countInWords(planning.hooksPerRequest)} opening lines (hooks) for a topic, for a platform and audience if given.`,
      `To rewrite one hook of an earlier list, send that list of ${countInWords(planning.hooksPerRequest)} in regenerate.hooks and the position (0–${planning.hooksPerRequest - 1}) to rewrite in regenerate.index.`,
      spends,
    ].join(" "),
    annotations: writes,
    run: hooksFor,
  }),
  defineTool("plan_content", {
    description: [
      `Plans ${countInWords(planning.planWeeks)} weeks of content for a topic: a theme a week and postsPerWeek posts, each with its platform, format, angle and hook.`,
      "To rewrite one post of an earlier plan, send the plan in regenerate.plan and the week and post (0-based) to rewrite.",
      spends,
    ].join(" "),
    annotations: writes,
    run: planFor,
  }),
  defineTool("check_platform_limits", {
    description: [
      "Counts each part of a text the way its platform does (X by weighted characters: a link counts 23, an emoji 2) and says whether it fits (withinLimits) and by how much each part is over; also scores it with the same checks as generated copy.",
      "Use it before publishing text written elsewhere, e.g. contentType social with platform x.",
      "Free and deterministic: it spends no generation and needs no particular key scope.",
    ].join(" "),
    annotations: reads,
    run: (userId, input) => checkText(userId, input),
  }),
  defineTool("list_brand_voices", {
    description:
      "Lists the user's brand voices (tone, audience, style notes, words to avoid), the default first, and how many the plan allows. Pass a voice's name as presetName to generate_copy, write_hooks or plan_content to write in it. Free.",
    annotations: reads,
    run: (userId) => listVoices(userId),
  }),
  defineTool("save_to_library", {
    description:
      "Saves a text to the user's Hookline library, where the dashboard lists it; contentType says what kind of copy it is. Each call saves a new copy, so calling it twice saves the text twice. Free.",
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    run: (userId, input) => saveCopy(userId, input),
  }),
  defineTool("search_library", {
    title: "Search the library",
    description:
      'Lists the user\'s saved copy, newest first: q searches the text, type keeps one content type, favourites "1" keeps favourites only. Answers at most limit copies; pass nextCursor as cursor for the next page. Free.',
    annotations: reads,
    run: (userId, input) => listLibrary(userId, input),
  }),
  defineTool("get_usage", {
    description:
      "The user's plan, the generations used and allowed this period, what is left (bonus credits included) and when the period ends. Free; call it before spending generations.",
    annotations: reads,
    run: (userId) => usageOf(userId),
  }),
  ...campaignTools,
  ...handoffTools,
];
