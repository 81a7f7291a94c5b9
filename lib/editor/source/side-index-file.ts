// Where the loader keeps the side index: one JSON file per source file under the project's .data/editor/index/,
// tagged with the SHA-256 of the source it was made from, so a stale index is never trusted.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

import { fileKeyOf } from "./codebase-ids.ts";
import type { IndexEntry } from "./elements.ts";

export type SideIndex = { file: string; sourceHash: string; entries: IndexEntry[] };

function indexPath(root: string, relativePath: string): string {
  return path.join(root, ".data", "editor", "index", `${fileKeyOf(relativePath)}.json`);
}

/**
 * Writes a file's index, unless the file on disk already says exactly that: the loader runs for every compile of
 * every layer (client, server, SSR), and a compile should write only what it changes. Returns whether it wrote.
 */
export function writeSideIndex(root: string, relativePath: string, source: string, entries: IndexEntry[]): boolean {
  const file = indexPath(root, relativePath);
  const index: SideIndex = {
    file: relativePath,
    sourceHash: createHash("sha256").update(source).digest("hex"),
    entries,
  };
  const text = JSON.stringify(index);
  if (existsSync(file) && readFileSync(file, "utf8") === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return true;
}

export function readSideIndex(root: string, relativePath: string): SideIndex | null {
  const file = indexPath(root, relativePath);
  if (!existsSync(file)) return null;
  try {
    const index = JSON.parse(readFileSync(file, "utf8")) as SideIndex;
    // An index written before entries had props and classes is as good as none: the file is indexed afresh.
    return index.file === relativePath &&
      Array.isArray(index.entries) &&
      index.entries.every((entry) => typeof entry.props === "object" && entry.classes !== undefined)
      ? index
      : null;
  } catch {
    return null;
  }
}
