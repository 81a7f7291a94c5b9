// One schema for a hooks request, shared by the hook generator screen and POST /api/hooks. The same request can
// ask for one hook of an earlier list to be rewritten (`regenerate`), which costs one unit like a full list.
import { z } from "zod";

import { planning } from "../config/generation/requests";
import { completedTaskSchema } from "../events/progress";
import { usageAfterSchema, writerSchema } from "../generator/answer-parts";
import { languages } from "../generator/options";

const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`).default("");

export const hookPlatforms = [
  "Any platform",
  "LinkedIn",
  "Instagram",
  "Threads",
  "X",
  "TikTok",
  "YouTube",
  "Email subject line",
  "Blog headline",
] as const;

const hookText = z.string().trim().min(1).max(planning.hookMaxCharacters);

export const hooksInputSchema = z.object({
  topic: z
    .string()
    .trim()
    .min(1, "Give the hooks a topic.")
    .max(120, "Keep the topic under 120 characters: a few words work best."),
  audience: text(200),
  platform: z.enum(hookPlatforms, "Choose a platform from the list.").default("Any platform"),
  language: z.enum(languages, "Choose a language from the list.").default("English"),
  presetName: text(60),
  regenerate: z
    .object({
      index: z
        .number()
        .int()
        .min(0)
        .max(planning.hooksPerRequest - 1),
      hooks: z.array(z.string().trim().max(planning.hookMaxCharacters)).length(planning.hooksPerRequest),
    })
    .optional(),
});

export type HooksForm = z.input<typeof hooksInputSchema>;
export type HooksInput = z.output<typeof hooksInputSchema>;

/** What a model must answer: exactly ten hooks, none empty, none too long to use as an opening line. */
export const hookListSchema = z.object({ hooks: z.array(hookText).length(planning.hooksPerRequest) });
export const singleHookSchema = z.object({ hook: hookText });

export type HookList = z.infer<typeof hookListSchema>;

/** POST /api/hooks's answer: the hooks, who wrote them, the usage after them and any onboarding task completed. */
export const hooksAnswerSchema = z.object({
  hooks: z.array(z.string()),
  writer: writerSchema,
  usage: usageAfterSchema.nullable(),
  completedTask: completedTaskSchema,
});
