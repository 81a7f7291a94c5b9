// Whether the editor runs, for whom, and on which project (from lib/env; next.config.ts and the API share it).
import path from "node:path";

import { env, type Env } from "../env.ts";

export type EditorSettings = { enabled: boolean; owners: string[]; root: string };

export function editorSettings(source: Env = env): EditorSettings {
  return {
    enabled: source.EDITOR_ENABLED === undefined ? source.NODE_ENV === "development" : source.EDITOR_ENABLED === "true",
    owners: source.EDITOR_OWNER_EMAILS.split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    // Whatever folder the owner names: not a file of this app for the build to trace.
    root: path.resolve(/*turbopackIgnore: true*/ source.EDITOR_ROOT ?? process.cwd()),
  };
}
