// Which project files the editor may change, and which it may only read to trace a text to the literal it comes
// from. Path rules alone, on project-relative POSIX paths; the server adds the checks that need the disk.
import path from "node:path";

import { editor } from "../../config/editor/page-editor.ts";

export const forbiddenPathMessage =
  "The editor can only change .tsx and .jsx files (and their .css stylesheets) under app/ and components/, and .ts page data under content/.";

export const unreadablePathMessage = "The editor only reads source files under app/, components/, content/ and lib/.";

/** The path as it is when it is a plain relative path inside the project (no "..", no absolute path); else null. */
export function safeRelativePath(relative: string): string | null {
  const posix = relative.replace(/\\/g, "/");
  const normal = path.posix.normalize(posix);
  if (normal !== posix || path.posix.isAbsolute(normal) || normal.includes("\0") || normal.split("/").includes(".."))
    return null;
  return normal;
}

function folderOf(normal: string): string {
  return normal.split("/")[0] ?? "";
}

export function isEditableFile(relative: string): boolean {
  const normal = safeRelativePath(relative);
  if (normal === null || !normal.includes("/")) return false;
  const kinds: readonly string[] | undefined = (editor.editableFiles as Record<string, readonly string[]>)[
    folderOf(normal)
  ];
  return kinds !== undefined && kinds.some((extension) => normal.endsWith(extension));
}

export function isReadableSource(relative: string): boolean {
  const normal = safeRelativePath(relative);
  if (normal === null || !normal.includes("/") || normal.split("/").includes("node_modules")) return false;
  const folders: readonly string[] = editor.readableFolders;
  return (
    folders.includes(folderOf(normal)) && editor.readableExtensions.some((extension) => normal.endsWith(extension))
  );
}
