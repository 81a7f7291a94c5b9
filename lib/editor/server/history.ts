import "server-only";

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

import { editor } from "../../config/editor/page-editor";
import { AppError } from "../../errors";
import { logger } from "../../log/logger";
import { canvasIdPattern } from "../ids";
import { readEditable, writeEditableFiles } from "./files";

/** One change as it touched the disk: each file's text before and after (null: the file did not exist). */
const changeSetSchema = z.object({
  id: z.string(),
  op: z.string(),
  at: z.string(),
  files: z.array(z.object({ path: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
});
export type ChangeSet = z.infer<typeof changeSetSchema>;

const historySchema = z.object({ undo: z.array(changeSetSchema), redo: z.array(changeSetSchema) });
type History = z.infer<typeof historySchema>;

export function assertCanvasId(canvasId: string): string {
  if (!canvasIdPattern.test(canvasId))
    throw new AppError("invalid_input", "A canvas id has 1 to 64 letters, digits, - or _.");
  return canvasId;
}

/** Kept under the edited project's .data/ (git-ignored), so a restarted server still knows what to undo. */
function historyFile(root: string, canvasId: string): string {
  return path.join(root, ".data", "editor", "history", `${assertCanvasId(canvasId)}.json`);
}

function load(root: string, canvasId: string): History {
  const file = historyFile(root, canvasId);
  if (!existsSync(file)) return { undo: [], redo: [] };
  // A damaged history file costs the undo steps, not the editor.
  let stored: unknown = null;
  try {
    stored = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    logger.warn({ file }, "editor: the history file is not valid JSON; starting a new history");
  }
  const parsed = historySchema.safeParse(stored);
  return parsed.success ? parsed.data : { undo: [], redo: [] };
}

function save(root: string, canvasId: string, history: History): void {
  const file = historyFile(root, canvasId);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(history));
  renameSync(`${file}.tmp`, file);
}

/** A new change: it can be undone, and whatever was undone before can no longer be redone. */
export function recordChange(root: string, canvasId: string, change: ChangeSet): void {
  const history = load(root, canvasId);
  history.undo = [...history.undo, change].slice(-editor.historyLimit);
  history.redo = [];
  save(root, canvasId, history);
}

type Direction = "undo" | "redo";

/**
 * Undoes (or redoes) the last change set by putting back each file's snapshot, unless a file no longer holds
 * what the change left there: someone else has edited it since, and their work is not overwritten.
 */
export function replayChange(root: string, canvasId: string, direction: Direction): { changedFiles: string[] } {
  const history = load(root, canvasId);
  const from = direction === "undo" ? history.undo : history.redo;
  const change = from.at(-1);
  if (!change)
    throw new AppError("conflict", direction === "undo" ? "There is nothing to undo." : "There is nothing to redo.");
  const expected = (file: ChangeSet["files"][number]) => (direction === "undo" ? file.after : file.before);
  const target = (file: ChangeSet["files"][number]) => (direction === "undo" ? file.before : file.after);
  const changedOnDisk = change.files
    .filter((file) => readEditable(root, file.path) !== expected(file))
    .map((file) => file.path);
  if (changedOnDisk.length > 0) {
    throw new AppError(
      "conflict",
      `${changedOnDisk.join(", ")} changed outside the editor since this change, so ${direction === "undo" ? "undoing" : "redoing"} it would overwrite that work. Change the file by hand instead.`,
    );
  }
  writeEditableFiles(root, new Map(change.files.map((file) => [file.path, target(file)])));
  from.pop();
  (direction === "undo" ? history.redo : history.undo).push(change);
  save(root, canvasId, history);
  return { changedFiles: change.files.map((file) => file.path) };
}
