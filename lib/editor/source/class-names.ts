// A JSX element's className as written in the source: read, split, edited in place and written back.
import type * as t from "@babel/types";

import {
  attributeEdit,
  findAttribute,
  literalAttributeText,
  setAttribute,
  stringAttributeCode,
  stringAttributeValue,
} from "./jsx-attributes.ts";
import { refuse } from "./refuse.ts";
import type { TextEdit } from "./text-edit.ts";

export const dynamicClassesMessage =
  "This element's classes are computed in code (className={...}), so the editor can't change them. Edit them in the source file.";

/** The element's class list as written in the source ("" without a className); refuses computed class names. */
export function readClassName(node: t.JSXElement): string {
  const attribute = findAttribute(node, "className");
  if (!attribute) return "";
  const text = literalAttributeText(attribute);
  if (text === null) refuse(dynamicClassesMessage);
  return text;
}

/** The text edit that writes the className text as given, like writeClassText but leaving the rest of the tag as written. */
export function classNameEdit(source: string, node: t.JSXElement, text: string): TextEdit | null {
  const previous = findAttribute(node, "className")?.value;
  return attributeEdit(source, node, "className", text.trim() === "" ? null : stringAttributeCode(text, previous));
}

export function splitClasses(value: string): string[] {
  return value.split(/\s+/).filter(Boolean);
}

/**
 * Edits a className text in place: `edit` keeps a class (its name), replaces it (another name) or drops it (null),
 * and `append` goes after the last class. A dropped class takes the space before it along (the one after it at the
 * start); everything else keeps its spacing and line breaks. "" when no class is left.
 */
export function editClassText(text: string, edit: (name: string) => string | null, append?: string): string {
  const kept: string[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(/\S+/g)) {
    const space = text.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    const name = edit(match[0]);
    if (name !== null) kept.push(kept.length === 0 ? name : `${space}${name}`);
  }
  if (previousEnd === 0) return append ?? "";
  if (append !== undefined) kept.push(kept.length === 0 ? append : ` ${append}`);
  if (kept.length === 0) return "";
  return `${/^\s*/.exec(text)?.[0] ?? ""}${kept.join("")}${text.slice(previousEnd)}`;
}

/** Writes the class list (removing the attribute when it is empty); the caller has checked it was literal. */
export function writeClassName(node: t.JSXElement, classes: string): void {
  writeClassText(node, splitClasses(classes).join(" "));
}

/**
 * Writes the className text as given (its spacing and line breaks kept), in the attribute's present form; a text
 * without classes removes the attribute. The caller has checked the class names were literal.
 */
export function writeClassText(node: t.JSXElement, text: string): void {
  const previous = findAttribute(node, "className")?.value;
  setAttribute(node, "className", text.trim() === "" ? null : stringAttributeValue(text, previous));
}
