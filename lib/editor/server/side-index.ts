import "server-only";
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { editor } from "../../config/editor";
import { fileKeyOf, parseCodebaseId } from "../source/codebase-ids";
import type { IndexEntry } from "../source/elements";
import { indexSource } from "../source/index-file";
import { readSideIndex } from "../source/side-index-file";
import { readEditable } from "./files";

/** Every .tsx/.jsx file under the editable folders, as project-relative POSIX paths. */
export function componentFiles(root: string): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== "node_modules" && !entry.name.startsWith(".")) visit(child);
      else if (entry.isFile() && /\.[jt]sx$/.test(entry.name)) found.push(child);
    }
  };
  for (const folder of editor.editableFolders) visit(folder);
  return found;
}

/**
 * The side-index entry of a codebase id, as the file is now: the loader's index when it was written for this
 * exact source, else the file indexed afresh. Null when no such element exists.
 */
export function resolveCodebaseId(root: string, codebaseId: string): IndexEntry | null {
  const parts = parseCodebaseId(codebaseId);
  if (!parts) return null;
  const file = componentFiles(root).find((candidate) => fileKeyOf(candidate) === parts.fileKey);
  if (!file) return null;
  const source = readEditable(root, file);
  if (source === null) return null;
  const sourceHash = createHash("sha256").update(source).digest("hex");
  const stamped = readSideIndex(root, file);
  const entries = stamped?.sourceHash === sourceHash ? stamped.entries : indexSource(source, file);
  return entries.find((entry) => entry.codebaseId === codebaseId) ?? null;
}

