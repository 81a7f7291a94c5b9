// Structural edits of a JSX children list (insert, remove, wrap) that print like hand-written code.
//
// When a list changes, recast prints its element or fragment again from the tree ("generic" printing): elements
// and expressions keep their source, but a text child is printed from its value (entities decoded), with its
// leading whitespace dropped and its inner lines indented once more. So a list is first cut into pieces recast
// prints as written (one line of words, the spaces around them, or a line break), edited, and printed whole.
import * as t from "@babel/types";

import { jsxText } from "../../source/jsx-text.ts";

export type JsxContainer = t.JSXElement | t.JSXFragment;
export type JsxChild = JsxContainer["children"][number];

/** Where a new child goes: next to one of the list's elements, or after everything in it. */
export type Place = { before: t.JSXElement } | { after: t.JSXElement } | "end";

/** Babel keeps a text's source in extra.raw; its value has the entities (&amp;...) decoded. */
function rawOf(text: t.JSXText): string {
  const raw = text.extra?.raw;
  return typeof raw === "string" ? raw : text.value;
}

export function isBlank(child: JsxChild | undefined): child is t.JSXText {
  return child?.type === "JSXText" && /^[ \t\r\n]*$/.test(rawOf(child));
}

function hasLineBreak(child: JsxChild | undefined): boolean {
  return child?.type === "JSXText" && /[\r\n]/.test(rawOf(child));
}

/**
 * Text as pieces that render the same. JSX drops the spaces that end a line and start the next one, and lines
 * that are only spaces, so those become a line break ("\n", or "\n\n" to keep a blank line) that recast indents.
 */
function pieces(raw: string): string[] {
  const lines = raw.split(/\r\n|\n|\r/);
  const out: string[] = [];
  let breaks = 0;
  lines.forEach((line, index) => {
    if (index > 0) breaks += 1;
    let text = index === 0 ? line : line.replace(/^[ \t]+/, "");
    if (index < lines.length - 1) text = text.replace(/[ \t]+$/, "");
    if (text === "") return;
    if (breaks > 0) out.push(breaks > 1 ? "\n\n" : "\n");
    breaks = 0;
    const [, before = "", words = "", after = ""] = /^([ \t]*)(.*?)([ \t]*)$/s.exec(text) ?? [];
    // recast can't print a tab inside words (it measures indentation); alone, a tab prints as spaces.
    out.push(...[before, ...guardEdges(words).split(/(\t+)/), after].filter((piece) => piece !== ""));
  });
  if (breaks > 0) out.push(breaks > 1 ? "\n\n" : "\n");
  return out;
}

/** recast trims and re-measures whitespace at the edges of text, so a no-break space there is written as an entity. */
function guardEdges(words: string): string {
  const entity = (char: string) =>
    char === "\u00a0" ? "&nbsp;" : `&#x${(char.codePointAt(0) ?? 32).toString(16).toUpperCase()};`;
  return words.replace(/^[^\S \t\r\n]+|[^\S \t\r\n]+$/g, (edge) => [...edge].map(entity).join(""));
}

/**
 * A new text node that also makes recast print its list as a whole: patched node by node, a line break put
 * where an indented one was would lose the indentation. (recast reprints the parent of a node whose
 * `original` is null.)
 */
export function textPiece(raw: string): t.JSXText {
  return Object.assign(jsxText(raw), { original: null });
}

/** The children with adjacent text merged and cut into pieces. */
export function normalized(children: readonly JsxChild[]): JsxChild[] {
  const out: JsxChild[] = [];
  let text = "";
  const flush = () => {
    for (const piece of pieces(text)) out.push(textPiece(piece));
    text = "";
  };
  for (const child of children) {
    if (child.type === "JSXText") {
      text += rawOf(child);
    } else {
      flush();
      out.push(child);
    }
  }
  flush();
  return out;
}

function setChildren(container: JsxContainer, children: readonly JsxChild[]): void {
  const next = normalized(children);
  const empty = next.every((child) => isBlank(child));
  container.children = empty ? [] : next;
  // recast prints a returned one-line element that was in parentheses as `return (<ul></ul>);`.
  if (empty && container.extra?.parenthesized) container.extra = { ...container.extra, parenthesized: false };
}

function indexIn(list: readonly JsxChild[], node: t.JSXElement): number {
  const index = list.indexOf(node);
  if (index < 0) throw new Error("the element is not a child of this container");
  return index;
}

/** Removes elements with the whitespace on one side, so no empty line is left where each was. */
export function removeChildren(container: JsxContainer, nodes: readonly t.JSXElement[]): void {
  const list = normalized(container.children);
  for (const node of nodes) {
    const index = indexIn(list, node);
    const [start, count] = removedRange(list, index);
    list.splice(start, count);
  }
  setChildren(container, list);
}

/** The element at `index` and which of the whitespace pieces around it goes with it: [start, count]. */
function removedRange(list: readonly JsxChild[], index: number): [number, number] {
  const before = list[index - 1];
  const after = list[index + 1];
  if (isBlank(before) && isBlank(after)) {
    // One gap stays: a space between words, else the line break after the opening tag, else the wider gap.
    const keepBefore = breaks(after) > 0 && (breaks(before) === 0 || index - 1 === 0 || breaks(before) > breaks(after));
    return keepBefore ? [index, 2] : [index - 1, 2];
  }
  // Spaces between words stay: "Save <Icon /> now" keeps one space.
  if (isBlank(before) && (hasLineBreak(before) || after === undefined)) return [index - 1, 2];
  return [index, 1];
}

function breaks(text: t.JSXText): number {
  return rawOf(text).split("\n").length - 1;
}

/** The whitespace the list uses next to `index` (the given side first), so a new sibling is laid out alike. */
function gapNear(list: readonly JsxChild[], index: number, side: "before" | "after"): string {
  const [first, second] = side === "before" ? [list[index - 1], list[index + 1]] : [list[index + 1], list[index - 1]];
  for (const candidate of [first, second]) if (isBlank(candidate)) return rawOf(candidate);
  return list.some((child) => hasLineBreak(child)) ? "\n" : "";
}

/** After the last child: on a line of its own when the list has lines ("Terms apply." is words, not a layout). */
function gapAtEnd(list: readonly JsxChild[], last: number): string {
  const before = list[last - 1];
  if (isBlank(before) && hasLineBreak(before)) return rawOf(before);
  return list.some((child) => hasLineBreak(child)) ? "\n" : gapNear(list, last, "before");
}

/** Inserts an element (new, copied or moved) into the list; an empty or self-closing container is opened. */
export function insertChild(container: JsxContainer, node: t.JSXElement, place: Place): void {
  const list = normalized(container.children);
  if (list.every((child) => isBlank(child))) {
    open(container);
    setChildren(container, [textPiece("\n"), node, textPiece("\n")]);
    return;
  }
  const piece = (gap: string) => (gap === "" ? [] : [textPiece(gap)]);
  if (place === "end") {
    const last = list.findLastIndex((child) => !isBlank(child));
    list.splice(last + 1, 0, ...piece(gapAtEnd(list, last)), node);
  } else if ("before" in place) {
    const index = indexIn(list, place.before);
    list.splice(index, 0, node, ...piece(gapNear(list, index, "before")));
  } else {
    const index = indexIn(list, place.after);
    list.splice(index + 1, 0, ...piece(gapNear(list, index, "after")), node);
  }
  setChildren(container, list);
}

/** Moves neighbouring elements (in list order, only whitespace between them) into `wrapper`, where they were. */
export function wrapChildren(container: JsxContainer, nodes: readonly t.JSXElement[], wrapper: t.JSXElement): void {
  const list = normalized(container.children);
  const first = nodes[0];
  const last = nodes.at(-1);
  if (!first || !last) return;
  const start = indexIn(list, first);
  const end = indexIn(list, last);
  wrapper.children = normalized([textPiece("\n"), ...list.slice(start, end + 1), textPiece("\n")]);
  list.splice(start, end - start + 1, wrapper);
  setChildren(container, list);
}

/** A self-closing element gets a closing tag so it can hold children. */
function open(container: JsxContainer): void {
  if (container.type !== "JSXElement" || !container.openingElement.selfClosing) return;
  container.openingElement.selfClosing = false;
  container.closingElement = t.jsxClosingElement(t.cloneNode(container.openingElement.name, true, true));
}
