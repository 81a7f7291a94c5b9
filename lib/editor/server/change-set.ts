import "server-only";

import { AppError } from "../../errors";
import { prepareChangeRequest } from "../changes/prepare";
import type { ChangeRecord } from "../changes/schemas";
import { applyMutation } from "../mutate/index";
import { isMutationOp, type MutationResult } from "../mutate/schemas";
import { readSource } from "./files";
import { assertCanvasId } from "./history";
import { commitChange, serialised, type FileChange } from "./service";
import { componentLister, resolveCodebaseIds } from "./side-index";
import { elementNotFoundMessage } from "./text-origin";

export const notInChangeSetMessage =
  "A change set holds changes to the page: undo, redo and unknown changes can't be part of one.";

/**
 * Applies reviewed change records in order as ONE change: each record sees the files as the ones before it left
 * them (in memory), nothing is written unless all of them succeed, and one undo takes the whole set back.
 */
export function applyChangeSet(
  root: string,
  canvasId: string,
  changes: readonly ChangeRecord[],
): Promise<MutationResult> {
  assertCanvasId(canvasId);
  if (changes.some((change) => change.type === "UNDO" || change.type === "REDO" || change.type === "UNKNOWN"))
    throw new AppError("invalid_input", notInChangeSetMessage);
  return serialised(root, () => {
    const latest = new Map<string, string>();
    const originals = new Map<string, string | null>();
    const read = (file: string) => latest.get(file) ?? readSource(root, file);
    const listComponents = componentLister(root);
    const newIds: string[] = [];
    const notices: string[] = [];
    for (const change of changes) {
      const prepared = prepareChangeRequest(
        change,
        (codebaseId) => {
          const entry = resolveCodebaseIds(root, [codebaseId], read).get(codebaseId);
          if (!entry) throw new AppError("not_found", elementNotFoundMessage);
          return { codebaseId, filePath: entry.file, line: entry.line, column: entry.column };
        },
        { canvasId },
      );
      if (!isMutationOp(prepared.op)) throw new AppError("invalid_input", notInChangeSetMessage);
      const result = applyMutation(prepared.op, prepared.body, read, listComponents);
      for (const [path, { before, after }] of result.files) {
        if (!originals.has(path)) originals.set(path, before);
        latest.set(path, after);
      }
      newIds.push(...result.newIds);
      notices.push(...result.notices);
    }
    const files: FileChange[] = [...latest].map(([path, after]) => ({
      path,
      before: originals.get(path) ?? null,
      after,
    }));
    commitChange(root, canvasId, "applyChangeSet", files);
    return { changedFiles: files.map((file) => file.path), newIds: [...new Set(newIds)], notices };
  });
}
