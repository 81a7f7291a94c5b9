// A scheduler connection as the screens and the API see it: never the key, only its last four characters. Kept apart
// from the store so the browser's route table can read it.
import { z } from "zod";

export const connectionSummarySchema = z
  .object({
    provider: z.enum(["postiz", "typefully"]),
    baseUrl: z.string().nullable(),
    keyHint: z.string(),
    socialSetId: z.string().nullable(),
    socialSetName: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "SchedulerConnection" });
export type ConnectionSummary = z.output<typeof connectionSummarySchema>;
