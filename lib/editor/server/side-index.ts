import "server-only";

import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { editor } from "../../config/editor/page-editor";
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
  for (const folder of editor.componentFolders) visit(folder);
  return found;
}

/** The component files, listed on the first call only: one change or question sees one listing. */
export function componentLister(root: string): () => readonly string[] {
  let listed: string[] | null = null;
  return () => (listed ??= componentFiles(root));
}

/** Reads a project file's text; null when it does not exist. A change set passes its own, with its changes so far. */
export type ProjectReader = (file: string) => string | null;

/** A file's side-index entries as the file is now: the loader's index when it was written for this exact source, else indexed afresh. */
function entriesOf(root: string, file: string, read: ProjectReader): IndexEntry[] {
  const source = read(file);
  if (source === null) return [];
  const sourceHash = createHash("sha256").update(source).digest("hex");
  const stamped = readSideIndex(root, file);
  return stamped?.sourceHash === sourceHash ? stamped.entries : indexSource(source, file);
}

/**
 * The side-index entries of codebase ids (null for one that names no element). The folders are listed once, and
 * each file is read and indexed once however many of its ids are asked for.
 */
export function resolveCodebaseIds(
  root: string,
  codebaseIds: readonly string[],
  read: ProjectReader = (file) => readEditable(root, file),
): Map<string, IndexEntry | null> {
  const filesByKey = new Map(componentFiles(root).map((file) => [fileKeyOf(file), file]));
  const entriesByFile = new Map<string, IndexEntry[]>();
  const resolved = new Map<string, IndexEntry | null>();
  for (const codebaseId of codebaseIds) {
    const file = filesByKey.get(parseCodebaseId(codebaseId)?.fileKey ?? "");
    if (file && !entriesByFile.has(file)) entriesByFile.set(file, entriesOf(root, file, read));
    resolved.set(
      codebaseId,
      (file && entriesByFile.get(file)?.find((entry) => entry.codebaseId === codebaseId)) || null,
    );
  }
  return resolved;
}
