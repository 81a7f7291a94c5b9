import "server-only";

import { authenticateKey, requireScope } from "../api-keys/store";

/** The user a `Bearer hk_…` request from the extension belongs to: 401 for a bad key, 403 for a key that cannot generate. */
export async function userOfApiKey(request: Request): Promise<string> {
  const principal = await authenticateKey(request);
  requireScope(principal, "generate");
  return principal.userId;
}
