import { z } from "zod";

import {
  apiKeySummarySchema,
  createApiKeySchema,
  createdApiKeySchema,
  extensionKeySummarySchema,
  issuedExtensionKeySchema,
} from "../../api-keys/scopes.ts";
import { noContent } from "../no-content.ts";
import { route } from "../route.ts";

export const apiKeyRoutes = {
  /** The keys as the profile lists them (never the keys themselves). */
  list: route({ method: "GET", path: "/api/api-keys", answer: z.object({ apiKeys: z.array(apiKeySummarySchema) }) }),
  create: route({ method: "POST", path: "/api/api-keys", input: createApiKeySchema, answer: createdApiKeySchema }),
  revoke: route({ method: "DELETE", path: "/api/api-keys/:id", answer: noContent }),
  /** The extension's key as the profile shows it; null when there is none. */
  extensionKey: route({
    method: "GET",
    path: "/api/extension/key",
    answer: z.object({ apiKey: extensionKeySummarySchema.nullable() }),
  }),
  /** Creates the extension's key, or rotates it. */
  issueExtensionKey: route({ method: "POST", path: "/api/extension/key", answer: issuedExtensionKeySchema }),
  revokeExtensionKey: route({ method: "DELETE", path: "/api/extension/key", answer: noContent }),
};
