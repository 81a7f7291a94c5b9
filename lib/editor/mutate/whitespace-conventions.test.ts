// Files indented with tabs or ending lines with CRLF keep those conventions through every kind of edit: recast
// parses a normalised copy, so text edits map their offsets back and reprints use the file's own style.
import { describe, expect, it } from "vitest";

import { indexSource } from "../source/index-file.ts";
import { applyMutation } from "./index.ts";
import type { MutationOp } from "./schemas.ts";

const file = "components/example.tsx";
const lines = [
  "export function Card() {",
  "\treturn (",
  '\t\t<div className="card p-2">',
  "\t\t\t<p>Hello there</p>",
  "\t\t\t<h2>",
  "\t\t\t\tA heading\tthat wraps",
  "\t\t\t\tover lines",
  "\t\t\t</h2>",
  '\t\t\t<a href="/x">Go</a>',
  "\t\t</div>",
  "\t);",
  "}",
  "",
];

function run(source: string, op: MutationOp, body: (reference: (tag: string) => object) => object): string {
  const reference = (tag: string) => {
    const entry = indexSource(source, file).find((candidate) => candidate.tagName === tag);
    if (!entry) throw new Error(`no <${tag}>`);
    return { codebaseId: entry.codebaseId, filePath: file, line: entry.line, column: entry.column };
  };
  const { files } = applyMutation(op, body(reference), (path) => (path === file ? source : null));
  const output = files.get(file)?.after;
  if (output === undefined) throw new Error("nothing changed");
  return output;
}

describe.each([
  ["tabs", "\n"],
  ["tabs and CRLF", "\r\n"],
])("a file with %s", (_, eol) => {
  const source = lines.join(eol);

  it("gets a text edit in the right place", () => {
    const output = run(source, "editText", (reference) => ({
      element: reference("p"),
      oldText: "Hello there",
      newText: "Hello, world",
    }));
    expect(output).toBe(source.replace("Hello there", "Hello, world"));
  });

  it("keeps the text's own tabs and line ends when some of its words change", () => {
    const output = run(source, "editText", (reference) => ({
      element: reference("h2"),
      oldText: "A heading that wraps over lines",
      newText: "A title that wraps over two lines",
    }));
    expect(output).toBe(source.replace("A heading\tthat", "A title\tthat").replace("over lines", "over two lines"));
  });

  it("gets a class edit in the right place", () => {
    const output = run(source, "updateClasses", (reference) => ({
      reactElement: reference("div"),
      oldClasses: "card p-2",
      newClasses: "card p-4",
    }));
    expect(output).toBe(source.replace("p-2", "p-4"));
  });

  it("keeps tabs and line ends when an element is removed", () => {
    const output = run(source, "removeJsxElement", (reference) => ({ elementsToRemove: [reference("a")] }));
    expect(output).toBe(lines.filter((line) => !line.includes("<a ")).join(eol));
  });
});
