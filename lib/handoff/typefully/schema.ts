// What the profile's Typefully connection sends and reads: a key and the social set chosen from the account's list.
// Shared by the routes and the browser's route table, so it holds no server code.
import { z } from "zod";

const apiKeySchema = z
  .string()
  .trim()
  .min(1, "Paste your Typefully API key.")
  .max(512, "That is longer than a Typefully API key.");

export const typefullySocialSetsInputSchema = z.object({
  /** A key to try; absent: the key already saved. */
  apiKey: apiKeySchema.optional(),
});

export const typefullyConnectSchema = z.object({
  /** Absent: keep the key already saved (choosing another social set). */
  apiKey: apiKeySchema.optional(),
  socialSetId: z.string().trim().min(1, "Choose the social set the drafts go to.").max(64),
});
export type TypefullyConnectInput = z.output<typeof typefullyConnectSchema>;

export const socialSetSchema = z.object({
  id: z.string(),
  /** "Name (@username)", as the choice shows it. */
  label: z.string(),
});
export type SocialSet = z.output<typeof socialSetSchema>;

export const socialSetsAnswerSchema = z.object({ socialSets: z.array(socialSetSchema) });
