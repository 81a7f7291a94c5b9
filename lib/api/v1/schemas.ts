// The API's inputs and answers that the app's own screens do not already define. Inputs reuse the screens' schemas
// (one schema per input); answers are declared here once, for the handlers, the MCP tools and the OpenAPI document,
// named api… where the screens have an answer of the same kind (the document names them by their `meta` id).
import { z } from "zod";

import { apiErrorCodes } from "../../app-error";
import { api } from "../../config/api";
import { lengthRules } from "../../config/generation/platform-lengths";
import { firstOrderCap, scoreWeights, type ScoreCheckId } from "../../config/generation/scoring";
import { library } from "../../config/library";
import { storedPlanSchema } from "../../content-plan/schema";
import { usageAfterSchema, writerSchema } from "../../generator/answer-parts";
import { contentTypes, languages, platformsByType } from "../../generator/options";
import { libraryTypes, listCopiesSchema, saveCopySchema } from "../../library/schema";
import { presetInputSchema } from "../../presets/schema";

const values = <T extends { value: string }>(list: readonly T[]) =>
  list.map((item) => item.value) as [T["value"], ...T["value"][]];
const checkIds = Object.keys(scoreWeights) as [ScoreCheckId, ...ScoreCheckId[]];
const ruleIds = Object.keys(lengthRules) as [keyof typeof lengthRules, ...(keyof typeof lengthRules)[]];
const timestamp = z.iso.datetime().describe("ISO 8601 date and time, UTC");

export const apiUsageAnswerSchema = z
  .object({
    plan: z.enum(["essential", "pro"]).nullable(),
    planLabel: z.string().describe('As the app shows it, e.g. "Pro" or "Essential (trial)"'),
    status: z.string().nullable().describe("The subscription's status: trialing, active, past_due, canceled…"),
    isTrial: z.boolean(),
    used: z.int().describe("Generations used this period"),
    limit: z.int().describe("Generations the period allows"),
    remaining: z.int().describe("Generations left, bonus credits included"),
    credits: z.int().describe("Bonus credits, spent once the period's allowance is used up"),
    periodEnd: timestamp.nullable(),
  })
  .meta({ id: "Usage" });

export const errorAnswerSchema = z
  .object({
    error: z.object({
      code: z.enum(apiErrorCodes),
      message: z.string().describe("One sentence for a person: what went wrong and what to do."),
      usage: apiUsageAnswerSchema.optional().describe("With payment_required: the plan and what it has left."),
    }),
  })
  .meta({ id: "Error" });

export const scoreCheckSchema = z
  .object({ id: z.enum(checkIds), label: z.string(), pass: z.boolean(), why: z.string(), weight: z.int() })
  .meta({ id: "ScoreCheck" });

export const variantScoreSchema = z
  .object({
    score: z
      .int()
      .min(0)
      .max(100)
      .describe(
        `Weighted share of the checks that passed, 0–100; at most ${firstOrderCap} when a first-order check failed`,
      ),
    ready: z
      .boolean()
      .describe(
        "False when a first-order check failed (a placeholder, a key point or the offer left out, Google's minimums, a hard limit): not ready to publish",
      ),
    checks: z.array(scoreCheckSchema),
  })
  .meta({ id: "VariantScore" });

export const generationAnswerSchema = z
  .object({
    text: z.string().describe("The final copy: every variant, separated by a line of ==="),
    variants: z.array(z.object({ text: z.string(), score: variantScoreSchema })),
    betterVariant: z
      .int()
      .nullable()
      .describe(
        "Index of the higher-scoring A/B variant; null for one variant, a tie, or a leader that is not ready (a failed first-order check)",
      ),
    writer: writerSchema,
    shortened: z
      .object({ removed: z.array(z.string()), dropped: z.array(z.string()) })
      .nullable()
      .describe("What was cut to fit the platform's hard limits; null when nothing was"),
    usage: usageAfterSchema,
  })
  .meta({ id: "Generation" });

export const apiHooksAnswerSchema = z
  .object({ hooks: z.array(z.string()), writer: writerSchema, usage: usageAfterSchema.nullable() })
  .meta({ id: "Hooks" });

export const apiContentPlanAnswerSchema = z
  .object({ plan: storedPlanSchema, writer: writerSchema, usage: usageAfterSchema.nullable() })
  .meta({ id: "ContentPlan" });

const checkPlatforms = [
  ...new Set(Object.values(platformsByType).flatMap((list) => list.map((item) => item.value))),
] as [string, ...string[]];

export const checkInputSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, "There is no text to check.")
      .max(library.maxCopyLength, `Check at most ${library.maxCopyLength} characters.`),
    contentType: z.enum(values(contentTypes), "Choose a content type from the list."),
    platform: z
      .union([z.enum(checkPlatforms), z.literal("")])
      .default("")
      .describe("For ads, social and blog: which platform or part"),
    customPlatform: z.string().trim().max(60).default(""),
    language: z.enum(languages, "Choose a language from the list.").default("English"),
    useEmojis: z.boolean().default(false),
    topic: z
      .string()
      .trim()
      .max(500)
      .default("")
      .describe("The brief's topic, product or title: the hook check looks for it"),
    presetName: z.string().trim().max(60).default("").describe("A brand voice whose words to avoid are checked"),
  })
  .meta({ id: "CheckInput" });

export const checkAnswerSchema = z
  .object({
    withinLimits: z.boolean().describe("True when no part is over a platform's hard limit"),
    parts: z.array(
      z.object({
        label: z.string(),
        text: z.string(),
        rule: z.enum(ruleIds).nullable(),
        count: z.int().describe("Counted as the platform counts (X: weighted characters, others: characters)"),
        limit: z.int().nullable().describe("Null for a part without a platform limit"),
        hard: z
          .boolean()
          .describe("A hard limit is refused by the platform; a soft one is where the feed cuts the text"),
        over: z.int().describe("Characters over the limit; 0 when within"),
      }),
    ),
    score: variantScoreSchema,
  })
  .meta({ id: "CheckResult" });

export const voiceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    tone: z.string(),
    audience: z.string(),
    styleNotes: z.string(),
    wordsToAvoid: z.string(),
    samples: z.string(),
    description: z.string(),
    isDefault: z.boolean(),
    updatedAt: timestamp,
  })
  .meta({ id: "BrandVoice" });

export const voiceInputSchema = presetInputSchema.meta({ id: "BrandVoiceInput" });

const preset = presetInputSchema.shape;

/**
 * An update names only the fields it changes; the rest are kept. Without the input's defaults: a field left out
 * must stay undefined, not become "" (which would clear it).
 */
export const voicePatchSchema = z
  .object({
    name: preset.name.optional(),
    tone: preset.tone.removeDefault().optional(),
    audience: preset.audience.removeDefault().optional(),
    styleNotes: preset.styleNotes.removeDefault().optional(),
    wordsToAvoid: preset.wordsToAvoid.removeDefault().optional(),
    samples: preset.samples.removeDefault().optional(),
    description: preset.description.removeDefault().optional(),
    isDefault: preset.isDefault.removeDefault().optional(),
  })
  .meta({ id: "BrandVoicePatch" });

export const voiceListSchema = z
  .object({ voices: z.array(voiceSchema), limit: z.int().describe("How many brand voices the plan allows") })
  .meta({ id: "BrandVoiceList" });
export const voiceAnswerSchema = z.object({ voice: voiceSchema });

export const copySchema = z
  .object({
    id: z.uuid(),
    title: z.string().nullable().describe("The title its owner gave it; null when it is named from its brief"),
    content: z.string(),
    contentType: z.enum(libraryTypes),
    parameters: z.record(z.string(), z.unknown()),
    isDraft: z.boolean(),
    favourite: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: "SavedCopy" });

export const apiCopyAnswerSchema = z.object({ copy: copySchema });

export const saveCopyInputSchema = saveCopySchema.omit({ idempotencyKey: true }).meta({ id: "SaveCopyInput" });

export const libraryQuerySchema = listCopiesSchema.extend({
  limit: z.coerce.number().int().min(1).max(api.library.maxPageSize).default(api.library.defaultPageSize),
  cursor: z
    .string()
    .max(200, "Use the nextCursor of the previous page.")
    .optional()
    .describe("The nextCursor of the previous page"),
});

export const copyListSchema = z
  .object({
    copies: z.array(copySchema),
    nextCursor: z.string().nullable().describe("Pass as cursor for the next page; null on the last page"),
  })
  .meta({ id: "SavedCopyList" });

export const idParamSchema = z.object({
  id: z.uuid().describe("The object's id, as its list or its creation answered it."),
  assetId: z.uuid().describe("The asset's id, as the campaign lists it in assets."),
});

export type GenerationAnswer = z.infer<typeof generationAnswerSchema>;
export type CheckInput = z.output<typeof checkInputSchema>;
export type CheckAnswer = z.infer<typeof checkAnswerSchema>;
export type Voice = z.infer<typeof voiceSchema>;
export type Copy = z.infer<typeof copySchema>;
export type UsageAnswer = z.infer<typeof apiUsageAnswerSchema>;
