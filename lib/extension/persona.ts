// Who the extension writes replies as. Its own file so constants.ts (which the content scripts import without zod)
// can name the type while schema.ts builds on constants.ts.
import { z } from "zod";

import { languages } from "../generator/options";

export const personaSchema = z.object({
  name: z.string().trim().max(60, "Keep the name under 60 characters.").default(""),
  role: z.string().trim().max(120, "Keep the role under 120 characters.").default(""),
  style: z.string().trim().max(500, "Keep the writing style under 500 characters.").default(""),
  /** Empty: answer in the language of the post. */
  language: z.union([z.enum(languages), z.literal("")], "Choose a language from the list.").default(""),
});
export type Persona = z.output<typeof personaSchema>;
