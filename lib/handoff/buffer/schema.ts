// What exporting a selection of the library for Buffer takes and answers. A saved copy has no campaign day, so the
// export schedules it from a start date; what is held names the saved copy instead of a campaign asset.
import { z } from "zod";

import { handoffLimits, postingTimes } from "../../config/handoff";
import { bufferExportAnswerSchema, heldReasonSchema, timeOfDaySchema, timeZoneSchema } from "../schema";

export const libraryBufferExportSchema = z.object({
  savedCopyIds: z
    .array(z.uuid("That copy does not exist."))
    .min(1, "Choose at least one saved copy to export.")
    .max(handoffLimits.chosenMax, `Export at most ${handoffLimits.chosenMax} saved copies at a time.`),
  timeZone: timeZoneSchema,
  time: timeOfDaySchema.default(postingTimes.defaultTime),
  /** The first posting day (YYYY-MM-DD on the time zone's clock); absent: tomorrow there. */
  startDate: z.iso.date("Give the start date as YYYY-MM-DD.").optional(),
  /** Buffer's free plan takes 10 posts per upload instead of 100. */
  freePlan: z.boolean().default(false),
});
export type LibraryBufferExportInput = z.output<typeof libraryBufferExportSchema>;

export const libraryHeldPostSchema = z
  .object({
    savedCopyId: z.string(),
    /** The channel it would go to; null when it is not a social post. */
    channel: z.string().nullable(),
    reason: heldReasonSchema,
    message: z.string(),
  })
  .meta({ id: "LibraryHeldPost" });
export type LibraryHeldPost = z.output<typeof libraryHeldPostSchema>;

export const libraryBufferExportAnswerSchema = bufferExportAnswerSchema
  .extend({ held: z.array(libraryHeldPostSchema) })
  .meta({ id: "LibraryBufferExport" });
export type LibraryBufferExportAnswer = z.output<typeof libraryBufferExportAnswerSchema>;
