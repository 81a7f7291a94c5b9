// The project as the editor reads it: its parsed files, and the file an import names.
import type { File } from "@babel/types";

/** The project as the tracer sees it: parsed files (null when missing or unreadable) and the component files. */
export type ProjectFiles = {
  ast(file: string): File | null;
  text(file: string): string | null;
  componentFiles(): readonly string[];
};

/** The project file an import names: "@/…" from the root, "./…" from the importing file; null for a package. */
export function resolveImport(project: ProjectFiles, from: string, source: string): string | null {
  let base: string;
  if (source.startsWith("@/")) base = source.slice(2);
  else if (source.startsWith("./") || source.startsWith("../"))
    base = joinPath(from.split("/").slice(0, -1).join("/"), source);
  else return null;
  for (const suffix of ["", ".ts", ".tsx", ".js", ".jsx", "/index.ts", "/index.tsx"]) {
    const candidate = `${base}${suffix}`;
    if (/\.[jt]sx?$/.test(candidate) && project.text(candidate) !== null) return candidate;
  }
  return null;
}

function joinPath(folder: string, relative: string): string {
  const parts = folder === "" ? [] : folder.split("/");
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}
