// What the Postiz connection's screens send and read: the address and key to connect with, and the integrations
// (Postiz's connected channels) a test of the connection lists.
import { z } from "zod";

import { connectionSummarySchema } from "../connection-summary";

export const postizConnectSchema = z.object({
  baseUrl: z
    .string()
    .trim()
    .min(1, "Give your Postiz address, such as https://api.postiz.com.")
    .max(2000, "This address is too long."),
  apiKey: z
    .string()
    .trim()
    .min(8, "Paste the API key from Postiz's Settings → Public API.")
    .max(500, "This key is too long to be a Postiz API key."),
});
export type PostizConnectInput = z.output<typeof postizConnectSchema>;

export const postizIntegrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Postiz's provider, such as "x" or "linkedin-page". */
  identifier: z.string(),
  picture: z.string().nullable(),
  disabled: z.boolean(),
  /** The campaign channel its posts come from; null: Hookline sends it nothing. */
  channel: z.string().nullable(),
});
export type PostizIntegration = z.output<typeof postizIntegrationSchema>;

export const postizConnectionAnswerSchema = z.object({
  connection: connectionSummarySchema.nullable(),
  integrations: z.array(postizIntegrationSchema),
});
export type PostizConnectionAnswer = z.output<typeof postizConnectionAnswerSchema>;
