// Firefox's reviewers rebuild a bundled extension from its source, so `wxt zip -b firefox` also writes a sources
// zip. The extension imports a few app files from outside extension/: this plugin notes each one the build reads,
// and the zip takes those, the extension folder and the lockfile, and nothing else of the app.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const readFromOutside = new Set<string>();

export function noteBundledSources(): Plugin {
  return {
    name: "hookline:note-bundled-sources",
    transform(_source, id) {
      const file = id.split("?")[0] ?? id;
      const relative = path.relative(repoRoot, file).split(path.sep).join("/");
      if (
        !path.isAbsolute(file) ||
        relative.startsWith("..") ||
        relative.startsWith("extension/") ||
        relative.includes("node_modules/")
      )
        return null;
      readFromOutside.add(relative);
      return null;
    },
  };
}

/** Globs under the repository root; STORE.md (in extension/) says how to build from them. */
export const sourcesToZip = () => ["extension/**", "package.json", "package-lock.json", ...[...readFromOutside].sort()];
