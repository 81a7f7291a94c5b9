// The MCP server's tools. Each calls the same lib action as its /api/v1 operation, with the same input and answer
// schemas, so a tool and its REST operation cannot disagree.
import "server-only";
import { z } from "zod";
import { checkText } from "../api/v1/actions/check";
import { generateCopy } from "../api/v1/actions/generation";
import { listLibrary, saveCopy } from "../api/v1/actions/library";
import { usageOf } from "../api/v1/actions/usage";
import { listVoices } from "../api/v1/actions/voices";
import { operations } from "../api/v1/operations";
import {
  checkAnswerSchema,
  checkInputSchema,
  contentPlanAnswerSchema,
  copyAnswerSchema,
  copyListSchema,
  generationAnswerSchema,
  hooksAnswerSchema,
  libraryQuerySchema,
  saveCopyInputSchema,
  usageAnswerSchema,
  voiceListSchema,
} from "../api/v1/schemas";
import { writeContentPlan } from "../content-plan/write";
import { contentPlanInputSchema } from "../content-plan/schema";
import { generatorInputSchema } from "../generator/schema";
import { writeHooks } from "../hooks/write";
import { hooksInputSchema } from "../hooks/schema";
import { defineTool, type Tool } from "./tool";

const noInput = z.object({});

const spends =
  "Costs one generation of the user's plan (nothing when it fails); when the plan has none left it answers payment_required with the usage. Call get_usage to see what is left.";

/** Writing: spends a generation, adds nothing that could be lost, and sends the brief to an AI model. */
const writes = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true };
/** Reading the account: changes nothing, and the same call answers the same until the account changes. */
const reads = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export const tools: readonly Tool[] = [
  defineTool({
    name: "generate_copy",
    title: "Generate marketing copy",
    description: [
      "Writes copy for one brief with Hookline's AI writer: an ad, a social post, an email, a video script, part of a blog article or an SEO meta description.",
      "Every part is kept within the platform's hard limit (X posts counted by X's weights) and every variant is scored 0–100 with the reasons.",
      "What each contentType needs: ads → platform (facebook|google), headline (the product or offer), description; social → platform (linkedin|instagram|threads|x|custom; custom also needs customPlatform), topic; email → emailType, body (what the email should get across); scripts → scriptType, duration (seconds), topic; blog → platform (outline|intro|conclusion), title; seo → title, description.",
      "Optional: toneStyle, language, audience details, useEmojis, abTesting (two variants to compare) and presetName (a brand voice name from list_brand_voices).",
      `${spends} It takes a few seconds to a minute.`,
    ].join(" "),
    input: generatorInputSchema,
    output: generationAnswerSchema,
    annotations: writes,
    scope: operations.generateCopy.scope,
    spendsUnit: operations.generateCopy.spendsUnit,
    run: (userId, input, signal) => generateCopy(userId, input, signal),
  }),
  defineTool({
    name: "write_hooks",
    title: "Write 10 hooks",
    description: [
      "Writes ten opening lines (hooks) for a topic, for a platform and audience if given.",
      "To rewrite one hook of an earlier list, send that list of ten in regenerate.hooks and the position (0–9) to rewrite in regenerate.index.",
      spends,
    ].join(" "),
    input: hooksInputSchema,
    output: hooksAnswerSchema,
    annotations: writes,
    scope: operations.writeHooks.scope,
    spendsUnit: operations.writeHooks.spendsUnit,
    run: async (userId, input, signal) => {
      const { hooks, writer, usage } = await writeHooks(userId, input, signal);
      return { hooks, writer, usage };
    },
  }),
  defineTool({
    name: "plan_content",
    title: "Plan 4 weeks of content",
    description: [
      "Plans four weeks of content for a topic: a theme a week and postsPerWeek posts, each with its platform, format, angle and hook.",
      "To rewrite one post of an earlier plan, send the plan in regenerate.plan and the week and post (0-based) to rewrite.",
      spends,
    ].join(" "),
    input: contentPlanInputSchema,
    output: contentPlanAnswerSchema,
    annotations: writes,
    scope: operations.planContent.scope,
    spendsUnit: operations.planContent.spendsUnit,
    run: async (userId, input, signal) => {
      const { plan, writer, usage } = await writeContentPlan(userId, input, signal);
      return { plan, writer, usage };
    },
  }),
  defineTool({
    name: "check_platform_limits",
    title: "Check text against a platform's limits",
    description: [
      "Counts each part of a text the way its platform does (X by weighted characters: a link counts 23, an emoji 2) and says whether it fits (withinLimits) and by how much each part is over; also scores it with the same checks as generated copy.",
      "Use it before publishing text written elsewhere, e.g. contentType social with platform x.",
      "Free and deterministic: it spends no generation and needs no particular key scope.",
    ].join(" "),
    input: checkInputSchema,
    output: checkAnswerSchema,
    annotations: reads,
    scope: operations.checkText.scope,
    spendsUnit: operations.checkText.spendsUnit,
    run: (userId, input) => checkText(userId, input),
  }),
  defineTool({
    name: "list_brand_voices",
    title: "List brand voices",
    description:
      "Lists the user's brand voices (tone, audience, style notes, words to avoid), the default first, and how many the plan allows. Pass a voice's name as presetName to generate_copy, write_hooks or plan_content to write in it. Free.",
    input: noInput,
    output: voiceListSchema,
    annotations: reads,
    scope: operations.listVoices.scope,
    spendsUnit: operations.listVoices.spendsUnit,
    run: (userId) => listVoices(userId),
  }),
  defineTool({
    name: "save_to_library",
    title: "Save copy to the library",
    description:
      "Saves a text to the user's Hookline library, where the dashboard lists it; contentType says what kind of copy it is. Each call saves a new copy, so calling it twice saves the text twice. Free.",
    input: saveCopyInputSchema,
    output: copyAnswerSchema,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    scope: operations.saveCopy.scope,
    spendsUnit: operations.saveCopy.spendsUnit,
    run: (userId, input) => saveCopy(userId, input),
  }),
  defineTool({
    name: "search_library",
    title: "Search the library",
    description:
      'Lists the user\'s saved copy, newest first: q searches the text, type keeps one content type, favourites "1" keeps favourites only. Answers at most limit copies; pass nextCursor as cursor for the next page. Free.',
    input: libraryQuerySchema,
    output: copyListSchema,
    annotations: reads,
    scope: operations.listLibrary.scope,
    spendsUnit: operations.listLibrary.spendsUnit,
    run: (userId, input) => listLibrary(userId, input),
  }),
  defineTool({
    name: "get_usage",
    title: "Plan and usage",
    description:
      "The user's plan, the generations used and allowed this period, what is left (bonus credits included) and when the period ends. Free; call it before spending generations.",
    input: noInput,
    output: usageAnswerSchema,
    annotations: reads,
    scope: operations.getUsage.scope,
    spendsUnit: operations.getUsage.spendsUnit,
    run: (userId) => usageOf(userId),
  }),
];
