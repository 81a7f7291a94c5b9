// A scheduler connection as the screens and the API read it: never its key, only the key's last four characters.
// Apart from connections.ts (server-only) so the browser's route table can read it.
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
