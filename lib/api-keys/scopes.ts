// What an API key may do, chosen when it is made. Shared by the profile's form, the API, the MCP server and the
// OpenAPI document, so keep it free of server code.
import { z } from "zod";

import { api } from "../config/api";

export const apiScopes = [
  "generate",
  "library:read",
  "library:write",
  "voices:read",
  "voices:write",
  "campaigns:read",
  "campaigns:write",
  "campaigns:send",
] as const;
export type ApiScope = (typeof apiScopes)[number];

export const scopeDescriptions: Record<ApiScope, string> = {
  generate: "Generate copy, hooks and content plans (spends generations)",
  "library:read": "List and read saved copy and the browser extension's reply drafts",
  "library:write": "Save and delete copy in the library",
  "voices:read": "List and read brand voices",
  "voices:write": "Create and update brand voices",
  "campaigns:read": "List and read campaigns with their message house, assets, coverage and guardrails",
  "campaigns:write":
    "Create campaigns, edit their message house and assets, approve them and write assets again (spends one generation per asset)",
  "campaigns:send": "Send campaign posts to the Postiz or Typefully account connected in the profile",
};

/**
 * The browser extension's key: it writes replies (`generate`) and shows the drafts it wrote (`library:read`). The
 * drafts are copy Hookline keeps for the user, as the library is: a key that may only spend generations reads none
 * of what was written before, so a leaked generate-only key leaks no text.
 */
export const extensionKeyScopes = ["generate", "library:read"] as const satisfies readonly ApiScope[];

export { apiKeyPattern } from "./pattern";

export const createApiKeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the key a name.")
    .max(api.keyNameMaxLength, `Keep the name under ${api.keyNameMaxLength} characters.`),
  scopes: z
    .array(z.enum(apiScopes, "Choose scopes from the list."))
    .min(1, "Choose at least one scope.")
    .transform((list) => apiScopes.filter((scope) => list.includes(scope))),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as the profile lists it: never the key itself. */
export const apiKeySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(apiScopes)),
  prefix: z.string(),
  lastFour: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** POST /api/api-keys's answer: the key itself, this once, and how the list shows it. */
export const createdApiKeySchema = z.object({ key: z.string(), apiKey: apiKeySummarySchema });

/** The browser extension's key as the profile shows it (never the key itself). */
export const extensionKeySummarySchema = apiKeySummarySchema
  .pick({ prefix: true, lastFour: true })
  .extend({ createdAt: z.string(), lastUsedAt: z.string().nullable() });

/** POST /api/extension/key's answer: the new key, this once, and its summary. */
export const issuedExtensionKeySchema = z.object({ key: z.string(), apiKey: extensionKeySummarySchema });
