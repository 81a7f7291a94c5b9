import "server-only";

import type { ApiScope } from "../api-keys/scopes";
import { authenticateKey, requireScope } from "../api-keys/store";

/**
 * The user a `Bearer hk_…` request from the extension belongs to: 401 for a bad key (429 once the address has
 * sent too many, counted with the API's and the MCP server's), 403 for a key without the `scope` the route names
 * (see `extensionKeyScopes`).
 */
export async function userOfApiKey(request: Request, scope: ApiScope): Promise<string> {
  const principal = await authenticateKey(request);
  requireScope(principal, scope);
  return principal.userId;
}
