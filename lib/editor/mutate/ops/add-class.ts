import type * as t from "@babel/types";
import { twMerge } from "tailwind-merge";

import { classNameEdit, editClassText, readClassName, splitClasses } from "../../source/class-names.ts";
import { attributeEdit, findAttribute } from "../../source/jsx-attributes.ts";
import { readStyle, styleKeyOf } from "../../source/style-prop.ts";
import { offset, type TextEdit } from "../../source/text-edit.ts";
import { withVariants } from "../../tailwind/modifiers.ts";
import type { Operation } from "../operation.ts";

/**
 * Adds a class. A Tailwind class gets the modifiers as variants and takes the place of the classes it conflicts
 * with (adding p-4 turns p-2 into p-4); any other class is appended once. Custom properties go into the style prop.
 * Only the className (and style) text changes; the rest of the tag stays as written.
 */
export const addClass: Operation<"addClass"> = (
  workspace,
  { reactElement, className, stylingFramework, modifiers, customProperties },
) => {
  const element = workspace.resolve(reactElement);
  const current = readClassName(element.node);
  const added = stylingFramework === "Tailwind" ? withVariants(className, modifiers) : className;
  let next = current;
  if (!splitClasses(current).includes(added)) {
    let replaced = false;
    const overridden = (name: string) => stylingFramework === "Tailwind" && twMerge(name, added) === added;
    next = editClassText(current, (name) => {
      if (!overridden(name)) return name;
      if (replaced) return null;
      replaced = true;
      return added;
    });
    if (!replaced) next = editClassText(current, (name) => name, added);
  }
  const source = workspace.parsedText(reactElement.filePath) ?? "";
  const edits = [
    next !== current ? classNameEdit(source, element.node, next) : null,
    ...customPropertyEdits(source, element.node, Object.entries(customProperties)),
  ];
  for (const edit of edits) if (edit) workspace.splice(reactElement.filePath, edit.start, edit.end, edit.text);
  return [element.codebaseId];
};

/**
 * Sets custom properties in the style prop as text edits: an existing entry gets the new value, a new one goes
 * after the last (on a line of its own when that one is), and a new style prop is written on one line.
 */
function customPropertyEdits(source: string, node: t.JSXElement, entries: [string, string][]): (TextEdit | null)[] {
  if (entries.length === 0) return [];
  readStyle(node); // refuses a style computed in code
  const value = findAttribute(node, "style")?.value;
  const object =
    value?.type === "JSXExpressionContainer" && value.expression.type === "ObjectExpression" ? value.expression : null;
  // Strings are quoted as the object already quotes them.
  const quoted = object?.properties
    .flatMap((property) => (property.type === "ObjectProperty" ? [property.key, property.value] : []))
    .find((part) => part.type === "StringLiteral");
  const quote = quoted?.type === "StringLiteral" && String(quoted.extra?.raw).startsWith("'") ? "'" : '"';
  const entryCode = ([name, text]: [string, string]) => `${jsString(name, quote)}: ${jsString(text, quote)}`;
  if (!object) return [attributeEdit(source, node, "style", `{{ ${entries.map(entryCode).join(", ")} }}`)];
  const edits: TextEdit[] = [];
  const added: string[] = [];
  for (const entry of entries) {
    const existing = object.properties.find(
      (property) => property.type === "ObjectProperty" && styleKeyOf(property) === entry[0],
    );
    if (existing?.type === "ObjectProperty")
      edits.push({
        start: offset(existing.value.start),
        end: offset(existing.value.end),
        text: jsString(entry[1], quote),
      });
    else added.push(entryCode(entry));
  }
  if (added.length === 0) return edits;
  const last = object.properties.at(-1);
  if (!last)
    return [...edits, { start: offset(object.start), end: offset(object.end), text: `{ ${added.join(", ")} }` }];
  let spaceStart = offset(last.start);
  while (spaceStart > 0 && /[ \t\r\n]/.test(source[spaceStart - 1] ?? "")) spaceStart -= 1;
  const space = source.slice(spaceStart, offset(last.start));
  const separator = space.includes("\n") ? `,${space}` : ", ";
  return [
    ...edits,
    { start: offset(last.end), end: offset(last.end), text: added.map((code) => `${separator}${code}`).join("") },
  ];
}

function jsString(text: string, quote: string): string {
  const json = JSON.stringify(text);
  return quote === '"' ? json : `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
