// One schema for a brand voice preset, shared by the presets form and its API.
import { z } from "zod";

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

export const learnFromSamplesSchema = z.object({
  samples: z.string().trim().min(80, "Paste at least a paragraph or two of your writing (80 characters or more).").max(8000, "Keep the samples under 8000 characters."),
});

/** What "Learn from samples" produces: an editable description of the voice. */
export const learnedVoiceSchema = z.object({
  description: z.string().min(1).max(2000),
  tone: z.string().max(200),
  styleNotes: z.string().max(2000),
});

export type LearnedVoice = z.infer<typeof learnedVoiceSchema>;
