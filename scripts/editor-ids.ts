// Prints the editor's side index of a file: each element's codebase id, place and tag. Handy for writing a
// mutation fixture (`--as components/example.tsx` names the file as the fixtures do) or checking a loader stamp.
// Usage: npm run editor:ids -- <file> [--as <project-relative path>]
import { readFileSync } from "node:fs";
import path from "node:path";

import { indexSource } from "../lib/editor/source/index-file.ts";

const [file, flag, alias] = process.argv.slice(2);
if (!file) {
  console.error("usage: npm run editor:ids -- <file> [--as <project-relative path>]");
  process.exit(1);
}
const relative =
  flag === "--as" && alias ? alias : path.relative(process.cwd(), path.resolve(file)).split(path.sep).join("/");
for (const entry of indexSource(readFileSync(file, "utf8"), relative)) {
  const reference = { codebaseId: entry.codebaseId, filePath: entry.file, line: entry.line, column: entry.column };
  console.log(
    `${"  ".repeat(entry.codebaseId.split("-").at(-1)?.split("_").length ?? 1)}<${entry.tagName}> ${JSON.stringify(reference)}${entry.staticText ? " (static text)" : ""}`,
  );
}
