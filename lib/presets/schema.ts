// One schema for a brand voice preset, shared by the presets form and its API.
import { z } from "zod";

import { completedTaskSchema } from "../events/progress";
import { writerSchema } from "../generator/answer-parts";

const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`).default("");

export const presetInputSchema = z.object({
  name: z.string().trim().min(1, "Give the voice a name.").max(60, "Keep the name under 60 characters."),
  tone: text(200),
  audience: text(500),
  styleNotes: text(2000),
  wordsToAvoid: text(500),
  samples: text(8000),
  description: text(2000),
  isDefault: z.boolean().default(false),
});

export type PresetInput = z.input<typeof presetInputSchema>;

/** "Learn from samples": pasted writing in, an editable voice description out. */
export const learnVoiceSchema = z.object({
  samples: z
    .string()
    .trim()
    .min(80, "Paste a few sentences of your writing (at least 80 characters) so there is something to learn from.")
    .max(8000, "Keep the samples under 8000 characters."),
});

const line = (max: number) => z.string().trim().min(1).max(max);

export const learnedVoiceSchema = z.object({ description: line(2000), tone: line(200), styleNotes: line(2000) });
export type LearnedVoice = z.infer<typeof learnedVoiceSchema>;

/** A brand voice as the API answers it. */
export const presetSchema = z.object({
  id: z.string(),
  name: z.string(),
  tone: z.string(),
  audience: z.string(),
  styleNotes: z.string(),
  wordsToAvoid: z.string(),
  samples: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  /** ISO 8601. */
  updatedAt: z.string(),
});

/** GET /api/presets's answer: the user's voices and how many the plan allows. */
export const presetListSchema = z.object({ presets: z.array(presetSchema), limit: z.number() });

/** POST /api/presets's answer; the first saved voice completes an onboarding task. */
export const createdPresetSchema = z.object({ preset: presetSchema, completedTask: completedTaskSchema });

/** PUT /api/presets/:id's answer. */
export const updatedPresetSchema = z.object({ preset: presetSchema });

/** POST /api/presets/learn's answer: the drafted voice and who wrote it. */
export const learnedVoiceAnswerSchema = z.object({ voice: learnedVoiceSchema, writer: writerSchema });
