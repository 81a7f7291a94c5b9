import type { JSXElement, JSXText } from "@babel/types";

import { AppError } from "../../../app-error.ts";
import { jsxTagName } from "../../source/jsx-tags.ts";
import { escapeJsxText, renderedJsxText, shownJsxText } from "../../source/jsx-text.ts";
import { refuse } from "../../source/refuse.ts";
import { offset, type TextEdit } from "../../source/text-edit.ts";
import { defaultChildrenOf, textChildOf, textOrigin } from "../../source/text-origin.ts";
import type { Operation } from "../operation.ts";
import { editLiteral, staleTextMessage } from "../structure/literal-text.ts";
import type { Workspace } from "../workspace.ts";

export { staleTextMessage };

/** Text made of several parts (words and {values}), which no one literal holds. */
export function dynamicTextMessage(file: string, line: number): string {
  return `This text is made of several parts in ${file} at line ${line}, so it can't be edited here. Change it in the source file.`;
}

/**
 * Changes the text an element shows where it is written: its own JSX text (beside icons, if any); the string
 * literal its one {expression} comes from, in page data or at the call site of a prop; or, for a component used
 * without children that shows their default, new children at this call site.
 */
export const editText: Operation<"editText"> = (workspace, { element: reference, newText, oldText }) => {
  const element = workspace.resolve(reference);
  const file = reference.filePath;
  const child = textChildOf(element.node);
  if (child?.type === "JSXText") {
    editJsxText(workspace, file, child, newText, oldText);
  } else if (child) {
    const origin = textOrigin(workspace.project(), file, element.node, oldText);
    if (!origin) refuse(dynamicTextMessage(file, reference.line));
    editLiteral(workspace, origin, newText);
  } else if (defaultChildrenOf(workspace.project(), file, element.node, oldText)) {
    giveChildren(workspace, file, element.node, newText);
  } else {
    refuse(dynamicTextMessage(file, reference.line));
  }
  return [element.codebaseId];
};

/** Only the words that changed are rewritten: the others keep their line breaks, indentation and entities as written. */
function editJsxText(workspace: Workspace, file: string, child: JSXText, newText: string, oldText: string): void {
  if (normalise(shownJsxText(child)) !== normalise(oldText)) throw new AppError("conflict", staleTextMessage);
  if (child.start == null || child.end == null) throw new Error("a parsed text node has a position");
  // Spliced as text, not reprinted: recast would re-indent the line breaks around it.
  const raw = workspace.originalSlice(file, child.start, child.end);
  const text = editedText(raw, words(newText));
  if (text !== raw) workspace.splice(file, child.start, child.end, text);
}

/** <StartTrialButton size="lg" /> becomes <StartTrialButton size="lg">New text</StartTrialButton>: this button only. */
function giveChildren(workspace: Workspace, file: string, node: JSXElement, newText: string): void {
  const text = words(newText).map(escapeJsxText).join(" ");
  if (text === "") refuse("Write the new text: without it this element would show nothing.");
  const opening = node.openingElement;
  const closing = `${text}</${jsxTagName(node)}>`;
  if (!opening.selfClosing) {
    workspace.splice(file, offset(opening.end), offset(opening.end), text);
    return;
  }
  const last = opening.attributes.at(-1) ?? opening.typeParameters ?? opening.name;
  workspace.splice(file, offset(last.end), offset(node.end), `>${closing}`);
}

/** Text as the page shows it: JSX collapses line breaks and runs of spaces (not &nbsp;) into one space. */
function normalise(text: string): string {
  return text.replace(/[ \t\r\n]+/g, " ").replace(/^ | $/g, "");
}

function words(text: string): string[] {
  return normalise(text).split(" ").filter(Boolean);
}

type Word = { start: number; end: number; shown: string };

/**
 * The JSX text (as written) changed to show the new words. Words both texts share stay as written; each run of
 * changed words is replaced on its own, reusing the old separators (line breaks included) in order. Removed
 * words take the space before them along (the one after them at the very start).
 */
function editedText(raw: string, next: string[]): string {
  const old: Word[] = [...raw.matchAll(/[^ \t\r\n]+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    shown: renderedJsxText(match[0]),
  }));
  if (next.length === 0) return "";
  if (old.length === 0) return next.map(escapeJsxText).join(" ");
  const edits: TextEdit[] = [];
  let previous: [number, number] = [-1, -1];
  for (const pair of [
    ...commonWords(
      old.map((word) => word.shown),
      next,
    ),
    [old.length, next.length] as [number, number],
  ]) {
    const removed = old.slice(previous[0] + 1, pair[0]);
    const added = next.slice(previous[1] + 1, pair[1]).map(escapeJsxText);
    const edit = hunkEdit(raw, removed, added, old[previous[0]], old[pair[0]]);
    if (edit) edits.push(edit);
    previous = pair;
  }
  let text = raw;
  for (const edit of edits.reverse()) text = `${text.slice(0, edit.start)}${edit.text}${text.slice(edit.end)}`;
  return text;
}

/** One run of changed words: `before` and `after` are the shared words around it, when there are any. */
function hunkEdit(
  raw: string,
  removed: Word[],
  added: string[],
  before: Word | undefined,
  after: Word | undefined,
): TextEdit | null {
  const first = removed[0];
  const last = removed.at(-1);
  if (!first || !last) {
    if (added.length === 0) return null;
    if (before) return { start: before.end, end: before.end, text: ` ${added.join(" ")}` };
    const start = after?.start ?? 0;
    return { start, end: start, text: `${added.join(" ")} ` };
  }
  if (added.length === 0) {
    if (before) return { start: before.end, end: last.end, text: "" };
    return { start: first.start, end: after?.start ?? last.end, text: "" };
  }
  const separators = removed.slice(1).map((word, index) => raw.slice(removed[index]?.end ?? word.start, word.start));
  return {
    start: first.start,
    end: last.end,
    text: added.map((word, index) => (index === 0 ? word : `${separators[index - 1] ?? " "}${word}`)).join(""),
  };
}

/** Index pairs of the words two lists share, in order (a longest common subsequence; past a size, ends only). */
function commonWords(a: string[], b: string[]): [number, number][] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
    tail += 1;
  const pairs: [number, number][] = [];
  for (let k = 0; k < head; k += 1) pairs.push([k, k]);
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  if (n > 0 && m > 0 && n * m <= 1_000_000) {
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    const at = (i: number, j: number) => lengths[i * width + j] ?? 0;
    for (let i = n - 1; i >= 0; i -= 1) {
      for (let j = m - 1; j >= 0; j -= 1)
        lengths[i * width + j] =
          a[head + i] === b[head + j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
    for (let i = 0, j = 0; i < n && j < m;) {
      if (a[head + i] === b[head + j]) {
        pairs.push([head + i, head + j]);
        i += 1;
        j += 1;
      } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
      else j += 1;
    }
  }
  for (let k = tail; k > 0; k -= 1) pairs.push([a.length - k, b.length - k]);
  return pairs;
}
