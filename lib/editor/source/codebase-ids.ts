// How codebase ids are made from a file and a structural path (the loader and the engine must agree exactly).
import { createHash } from "node:crypto";

/**
 * One step of a structural path: the element's position among the JSX elements directly under its nearest JSX
 * ancestor ("2"), or among those inside that ancestor's props ("p0"), so adding an element-valued prop does not
 * renumber the children. A root (no JSX ancestor) is numbered in file order.
 */
export type PathStep = `${number}` | `p${number}`;

/** The first 8 hex digits of the SHA-1 of a project-relative POSIX path: the file part of every id in it. */
export function fileKeyOf(relativePath: string): string {
  return createHash("sha1").update(relativePath).digest("hex").slice(0, 8);
}

/** `<file stem>-<file key>-<path>`, e.g. `hero-3fa2b1c9-0_2_1`: readable in the DOM, unique per file and path. */
export function codebaseIdOf(relativePath: string, path: readonly PathStep[]): string {
  const stem = (relativePath.split("/").at(-1) ?? "").replace(/\.[jt]sx$/, "").replace(/[^A-Za-z0-9]/g, "");
  return `${stem}-${fileKeyOf(relativePath)}-${path.join("_")}`;
}

const idParts = /^[A-Za-z0-9]*-([0-9a-f]{8})-((?:p?\d+)(?:_p?\d+)*)$/;

/** The file key and path of a codebase id made by codebaseIdOf; null for any other id. */
export function parseCodebaseId(id: string): { fileKey: string; path: string[] } | null {
  const match = idParts.exec(id);
  if (!match?.[1] || !match[2]) return null;
  return { fileKey: match[1], path: match[2].split("_") };
}
