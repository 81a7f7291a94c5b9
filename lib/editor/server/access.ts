import "server-only";

import { assertSameOrigin, sessionOf, type AuthSession } from "../../auth/session";
import { AppError } from "../../errors";
import { isEditorOwner, notOwnerMessage } from "../owner";
import { editorSettings, type EditorSettings } from "../settings";

export { notOwnerMessage };

/**
 * Every editor route starts here: 404 while the editor is off (it does not exist for the world), 403 for anyone
 * who is not a signed-in owner with a verified email, and same-origin checks for cookie-authenticated changes.
 */
export async function requireEditorOwner(
  request: Request,
): Promise<{ session: AuthSession; settings: EditorSettings }> {
  const settings = editorSettings();
  if (!settings.enabled) throw new AppError("not_found", "Not found.");
  assertSameOrigin(request);
  const session = await sessionOf(request.headers);
  if (!session || !isEditorOwner(session, settings)) throw new AppError("forbidden", notOwnerMessage);
  return { session, settings };
}
