// AI mode: what the editor asks for, and the plan a model answers with. Zod only, shared by the
// route, the prompt and the offline writer.
import { z } from "zod";

import { editorScreen } from "../../config/editor/screen.ts";
import { changeRecordSchema } from "../changes/schemas.ts";
import { codebaseIdError, idPattern } from "../ids.ts";

export const suggestChangesRequestSchema = z.object({
  instruction: z
    .string({ error: "Say what should change." })
    .trim()
    .min(1, "Say what should change.")
    .max(
      editorScreen.instructionMaxLength,
      `Keep the instruction under ${editorScreen.instructionMaxLength} characters.`,
    ),
  codebaseId: z.string().min(1, codebaseIdError).max(200).regex(idPattern, codebaseIdError),
  /** The element's text as the page shows it: picks the literal it comes from when its expression can take several. */
  text: z.string().max(20_000).optional(),
});
export type SuggestChangesRequest = z.infer<typeof suggestChangesRequestSchema>;

/** The answer: the change records to review (at least one) and who suggested them. */
export const suggestChangesAnswerSchema = z.object({
  changes: z.array(changeRecordSchema).min(1),
  writer: z.object({ id: z.string(), label: z.string() }),
});

const className = z.string().regex(/^[^\s"'`<>{}]{1,100}$/, "A class is one word without quotes or braces.");

/** The model's answer: only what it wants changed; null or empty means "leave it". Every field is required (strict structured outputs). */
export const changePlanSchema = z.object({
  newText: z.string().max(2000).nullable(),
  addClasses: z.array(className).max(20),
  removeClasses: z.array(className).max(20),
  newTag: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/, "A tag is a lowercase HTML tag name.")
    .max(20)
    .nullable(),
});
export type ChangePlan = z.output<typeof changePlanSchema>;

/**
 * What the plan is made for: the selected element as its source has it now. Text is null when it comes from code,
 * classes are null when they are computed in code: those cannot be changed here.
 */
export type PlannedElement = { codebaseId: string; tagName: string; text: string | null; classes: string[] | null };
