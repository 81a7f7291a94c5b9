import { createApiKeySchema, createdApiKeySchema, issuedExtensionKeySchema } from "../../api-keys/scopes.ts";
import { noContent } from "../no-content.ts";
import { route } from "../route.ts";

export const apiKeyRoutes = {
  create: route({ method: "POST", path: "/api/api-keys", input: createApiKeySchema, answer: createdApiKeySchema }),
  revoke: route({ method: "DELETE", path: "/api/api-keys/:id", answer: noContent }),
  /** Creates the extension's key, or rotates it. */
  issueExtensionKey: route({ method: "POST", path: "/api/extension/key", answer: issuedExtensionKeySchema }),
  revokeExtensionKey: route({ method: "DELETE", path: "/api/extension/key", answer: noContent }),
};
