// Where a selected element's text can be edited: asked by the preview frame before it opens text for editing and
// by the properties panel. Zod only, shared by the route and the browser.
import { z } from "zod";

import { codebaseIdError, idPattern } from "./ids.ts";

export const textOriginRequestSchema = z.object({
  codebaseId: z.string().min(1, codebaseIdError).max(200).regex(idPattern, codebaseIdError),
  /** The text (or the prop's value) as the page shows it: it picks the literal among those the code can take. */
  text: z.string().max(20_000),
  /** Asks about this prop's value instead of the element's text. */
  prop: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_:-]*$/, "Not a valid prop name.")
    .max(100)
    .optional(),
});
export type TextOriginRequest = z.infer<typeof textOriginRequestSchema>;

/**
 * Editable: the file and line the text is written at, and its value there. Not editable: where it is computed,
 * and why, to show the owner.
 */
export const textOriginAnswerSchema = z.discriminatedUnion("editable", [
  z.object({ editable: z.literal(true), file: z.string(), line: z.int(), value: z.string() }),
  z.object({ editable: z.literal(false), file: z.string(), line: z.int(), message: z.string() }),
]);
export type TextOriginAnswer = z.infer<typeof textOriginAnswerSchema>;
