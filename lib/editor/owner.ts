// Who may use the editor: a signed-in account whose verified email is one of EDITOR_OWNER_EMAILS.
import type { EditorSettings } from "./settings.ts";

export const notOwnerMessage =
  "The editor is open only to the site's owners. Sign in with an owner's verified account.";

type SessionLike = { user: { email: string; emailVerified: boolean } } | null;

export function isEditorOwner(session: SessionLike, settings: EditorSettings): boolean {
  const email = session?.user.email.toLowerCase();
  return Boolean(session && email && session.user.emailVerified && settings.owners.includes(email));
}
