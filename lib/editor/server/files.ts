import "server-only";

import { randomBytes } from "node:crypto";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
  type Stats,
} from "node:fs";
import path from "node:path";

import { AppError } from "../../errors";
import {
  forbiddenPathMessage,
  isEditableFile,
  isReadableSource,
  safeRelativePath,
  unreadablePathMessage,
} from "../source/editable-files";

export { forbiddenPathMessage };

/**
 * The absolute path of a project-relative path the editor may touch; anything else (absolute paths, "..",
 * other folders or kinds of file, a symlink out of the project) is refused before the disk is read.
 */
export function editablePath(root: string, relative: string): string {
  return checkedPath(root, relative, isEditableFile, forbiddenPathMessage);
}

function checkedPath(root: string, relative: string, allowed: (relative: string) => boolean, message: string): string {
  const normal = safeRelativePath(relative);
  if (normal === null || !allowed(normal)) throw new AppError("forbidden", message);
  const full = path.join(root, normal);
  // Symlinks must not lead out of the editable folder: the file's real folder has to be inside the real folder.
  const folder = path.join(root, normal.split("/")[0] ?? "");
  const realRoot = realpathSync(root);
  const realFolder = existsSync(folder) ? realpathSync(folder) : null;
  if (realFolder !== null && !realFolder.startsWith(`${realRoot}${path.sep}`)) throw new AppError("forbidden", message);
  if (entryOf(full)?.isSymbolicLink()) throw new AppError("forbidden", message);
  let existing = path.dirname(full);
  while (!existsSync(existing)) existing = path.dirname(existing);
  const real = realpathSync(existing);
  const inside =
    realFolder !== null ? real === realFolder || real.startsWith(`${realFolder}${path.sep}`) : real === realRoot;
  if (!inside) throw new AppError("forbidden", message);
  return full;
}

/**
 * A source file the editor may read (to learn where a text comes from) or change: its text, or null when it does
 * not exist. Reading is wider than writing (lib/ is read, never changed).
 */
export function readSource(root: string, relative: string): string | null {
  const full = isEditableFile(relative)
    ? editablePath(root, relative)
    : checkedPath(root, relative, isReadableSource, unreadablePathMessage);
  return entryOf(full)?.isFile() ? readFileSync(full, "utf8") : null;
}

/** What is at a path, or undefined when nothing is (a path through a file, "a.json/index.ts", leads nowhere too). */
function entryOf(full: string): Stats | undefined {
  try {
    return lstatSync(full, { throwIfNoEntry: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") return undefined;
    throw error;
  }
}

export function readEditable(root: string, relative: string): string | null {
  const full = editablePath(root, relative);
  return existsSync(full) ? readFileSync(full, "utf8") : null;
}

/**
 * Writes several files as one: each goes to a temporary file first, then all are renamed into place; if any
 * step fails, the files already replaced get their old text back. null deletes a file.
 */
export function writeEditableFiles(root: string, files: ReadonlyMap<string, string | null>): void {
  const targets = [...files].map(([relative, text]) => ({ full: editablePath(root, relative), text }));
  const previous = targets.map(({ full }) => (existsSync(full) ? readFileSync(full, "utf8") : null));
  const suffix = `.hookline-${randomBytes(4).toString("hex")}.tmp`;
  const staged: string[] = [];
  const done: number[] = [];
  try {
    for (const { full, text } of targets) {
      if (text === null) continue;
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(`${full}${suffix}`, text);
      staged.push(`${full}${suffix}`);
    }
    targets.forEach(({ full, text }, index) => {
      if (text === null) rmSync(full, { force: true });
      else renameSync(`${full}${suffix}`, full);
      done.push(index);
    });
  } catch (error) {
    for (const index of done) {
      const target = targets[index];
      const before = previous[index];
      if (!target) continue;
      if (before === null || before === undefined) rmSync(target.full, { force: true });
      else writeFileSync(target.full, before);
    }
    for (const file of staged) rmSync(file, { force: true });
    throw error;
  }
}
