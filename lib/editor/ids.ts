// Element ids of the visual editor (element keys, the id rule and the id errors). An element's codebase id
// names its file and its structural path in that file, so it survives edits to text, classes, props and styles.
// Free of Node APIs: the loader, the engine and the preview frame share it.
import { AppError } from "../app-error.ts";

/** Codebase and storyboard ids: letters, digits, hyphen and underscore. */
export const idPattern = /^[A-Za-z0-9_-]+$/;

/** The attribute the loader stamps on every element, and the frame reads. */
export const codebaseIdAttribute = "data-codebase-id";

/** A canvas (one editing session's undo history): 1 to 64 id characters, so it can name a file. */
export const canvasIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const codebaseIdError = "Codebase ID contains invalid chars";
export const storyboardIdError = "Storyboard ID contains invalid chars";

/** The storyboard element (the page root) is keyed by this constant and path "0", never by a source element. */
export const storyboardTopCodebaseId = "hookline-storyboard-top";
export const storyboardUniquePath = "0";

export type ElementKey = { codebaseId: string; storyboardId: string; uniquePath: string };

export function isValidCodebaseId(id: string): boolean {
  return idPattern.test(id);
}

export function assertCodebaseId(id: string): string {
  if (!idPattern.test(id)) throw new AppError("invalid_input", codebaseIdError);
  return id;
}

export function assertStoryboardId(id: string): string {
  if (!idPattern.test(id)) throw new AppError("invalid_input", storyboardIdError);
  return id;
}

export function elementKey(codebaseId: string, storyboardId: string, uniquePath: string): ElementKey {
  return { codebaseId: assertCodebaseId(codebaseId), storyboardId: assertStoryboardId(storyboardId), uniquePath };
}

export function storyboardElementKey(storyboardId: string): ElementKey {
  return elementKey(storyboardTopCodebaseId, storyboardId, storyboardUniquePath);
}
