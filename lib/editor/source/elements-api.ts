// The side index of codebase ids: where each element is written, its tag, component and props, as the source is
// now. Asked by the preview frame and the editor screen. Zod only, shared by the route and the browser.
import { z } from "zod";

import type { IndexEntry } from "./elements.ts";

/** `?ids=a,b`: the codebase ids to look up (at most 200 are answered). */
export const elementsQuerySchema = z.object({
  ids: z.string().min(1, "Name at least one codebase id in ?ids=.").max(10_000),
});

const indexEntrySchema = z.object({
  codebaseId: z.string(),
  file: z.string(),
  line: z.number(),
  column: z.number(),
  endLine: z.number(),
  endColumn: z.number(),
  tagName: z.string(),
  componentName: z.string().nullable(),
  staticText: z.boolean(),
  parentId: z.string().nullable(),
  props: z.record(z.string(), z.object({ value: z.string(), type: z.enum(["LITERAL", "FUNCTION", "JSON_OBJECT"]) })),
  classes: z.array(z.string()).nullable().optional(),
}) satisfies z.ZodType<IndexEntry>;

/** The entries of the ids the index knows, and the ids it does not. */
export const elementsAnswerSchema = z.object({ elements: z.array(indexEntrySchema), missing: z.array(z.string()) });
