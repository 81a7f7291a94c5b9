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
