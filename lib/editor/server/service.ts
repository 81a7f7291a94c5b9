import "server-only";

import { randomUUID } from "node:crypto";

import { applyMutation } from "../mutate/index";
import type { MutationOp, MutationResult } from "../mutate/schemas";
import { readSource, writeEditableFiles } from "./files";
import { assertCanvasId, recordChange, replayChange } from "./history";
import { componentLister } from "./side-index";

// One change at a time per project: a change reads files, computes and writes them, and must not interleave with
// another. The editor is a development tool on one machine, so an in-process queue is enough.
const queues = new Map<string, Promise<unknown>>();

export function serialised<T>(root: string, task: () => T): Promise<T> {
  const previous = queues.get(root) ?? Promise.resolve();
  const next = previous.then(task, task);
  queues.set(
    root,
    next.catch(() => undefined),
  );
  return next;
}

export type FileChange = { path: string; before: string | null; after: string };

/** Writes a change's files and records it as one undo step; a change that could not be recorded is taken back. */
export function commitChange(root: string, canvasId: string, op: string, changes: readonly FileChange[]): void {
  if (changes.length === 0) return;
  writeEditableFiles(root, new Map(changes.map((change) => [change.path, change.after])));
  try {
    recordChange(root, canvasId, { id: randomUUID(), op, at: new Date().toISOString(), files: [...changes] });
  } catch (error) {
    // A change that could not be recorded could not be undone.
    writeEditableFiles(root, new Map(changes.map((change) => [change.path, change.before])));
    throw error;
  }
}

/** Applies a change to the files on disk (all of them or none) and records it for undo. */
export function mutateFiles(root: string, canvasId: string, op: MutationOp, body: unknown): Promise<MutationResult> {
  assertCanvasId(canvasId);
  return serialised(root, () => {
    const { files, newIds, notices } = applyMutation(op, body, (file) => readSource(root, file), componentLister(root));
    const changes = [...files].map(([path, { before, after }]) => ({ path, before, after }));
    commitChange(root, canvasId, op, changes);
    return { changedFiles: changes.map((change) => change.path), newIds, notices };
  });
}

export function undoFiles(root: string, canvasId: string): Promise<{ changedFiles: string[] }> {
  return serialised(root, () => replayChange(root, canvasId, "undo"));
}

export function redoFiles(root: string, canvasId: string): Promise<{ changedFiles: string[] }> {
  return serialised(root, () => replayChange(root, canvasId, "redo"));
}
