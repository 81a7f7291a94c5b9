// One schema for a content plan request, shared by the planner screen and POST /api/content-plan. The same
// request can ask for one post of an earlier plan to be rewritten (`regenerate`), which costs one unit.
import { z } from "zod";

import { planning } from "../config/generation/requests";
import { completedTaskSchema } from "../events/progress";
import { usageAfterSchema, writerSchema } from "../generator/answer-parts";
import { languages } from "../generator/options";

export const planPlatforms = [
  "LinkedIn",
  "Instagram",
  "Threads",
  "X",
  "Facebook",
  "TikTok",
  "YouTube",
  "Blog",
  "Email newsletter",
] as const;
export type PlanPlatform = (typeof planPlatforms)[number];

const line = (max: number) => z.string().trim().min(1).max(max);
const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`).default("");

/** One post of the plan; `platforms` narrows which platforms a model may use. */
export const planPostSchemaFor = (platforms: readonly [PlanPlatform, ...PlanPlatform[]]) =>
  z.object({ platform: z.enum(platforms), format: line(60), angle: line(300), hook: line(planning.hookMaxCharacters) });

const anyPost = planPostSchemaFor(planPlatforms);
export type PlanPost = z.infer<typeof anyPost>;

/** What a model must answer: four weeks, each with a theme and exactly `postsPerWeek` posts. */
export function contentPlanSchemaFor(
  postsPerWeek: number,
  platforms: readonly [PlanPlatform, ...PlanPlatform[]] = planPlatforms,
) {
  const post = planPostSchemaFor(platforms);
  return z.object({
    weeks: z
      .array(z.object({ theme: line(160), posts: z.array(post).length(postsPerWeek) }))
      .length(planning.planWeeks),
  });
}

export const storedPlanSchema = z.object({
  weeks: z
    .array(z.object({ theme: line(160), posts: z.array(anyPost).min(1).max(planning.postsPerWeek.max) }))
    .length(planning.planWeeks),
});
export type ContentPlan = z.infer<typeof storedPlanSchema>;

export const contentPlanInputSchema = z
  .object({
    topic: z
      .string()
      .trim()
      .min(1, "Give the plan a topic.")
      .max(120, "Keep the topic under 120 characters: a few words work best."),
    audience: text(300),
    platforms: z
      .array(z.enum(planPlatforms, "Choose platforms from the list."))
      .min(1, "Choose at least one platform.")
      .transform((list) => [...new Set(list)] as [PlanPlatform, ...PlanPlatform[]]),
    postsPerWeek: z
      .number("Choose how many posts a week.")
      .int()
      .min(planning.postsPerWeek.min, `Plan at least ${planning.postsPerWeek.min} post a week.`)
      .max(planning.postsPerWeek.max, `Plan at most ${planning.postsPerWeek.max} posts a week.`)
      .default(planning.postsPerWeek.default),
    language: z.enum(languages, "Choose a language from the list.").default("English"),
    presetName: text(60),
    regenerate: z
      .object({
        week: z
          .number()
          .int()
          .min(0)
          .max(planning.planWeeks - 1),
        post: z
          .number()
          .int()
          .min(0)
          .max(planning.postsPerWeek.max - 1),
        plan: storedPlanSchema,
      })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.regenerate && !input.regenerate.plan.weeks[input.regenerate.week]?.posts[input.regenerate.post]) {
      ctx.addIssue({ code: "custom", path: ["regenerate", "post"], message: "That post is not in the plan." });
    }
  });

export type ContentPlanForm = z.input<typeof contentPlanInputSchema>;
export type ContentPlanInput = z.output<typeof contentPlanInputSchema>;

/** POST /api/content-plan's answer: the plan, who wrote it, the usage after it and any onboarding task completed. */
export const contentPlanAnswerSchema = z.object({
  plan: storedPlanSchema,
  writer: writerSchema,
  usage: usageAfterSchema.nullable(),
  completedTask: completedTaskSchema,
});
