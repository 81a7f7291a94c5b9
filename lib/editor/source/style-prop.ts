// The `style={{ ... }}` prop as a list of entries. Only an object literal with literal keys and string or number
// values can be edited; anything computed is refused rather than half-changed.
import * as t from "@babel/types";

import { findAttribute, setAttribute } from "./jsx-attributes.ts";
import { refuse } from "./refuse.ts";

export const dynamicStyleMessage =
  "This element's style is computed in code (style={...}), so the editor can't change it. Edit it in the source file.";

export type StyleEntries = Map<string, string | number>;

/** The literal key of a style entry ("color", "--brand"); null when it is computed. */
export function styleKeyOf(property: t.ObjectProperty): string | null {
  if (property.computed) return null;
  if (property.key.type === "Identifier") return property.key.name;
  if (property.key.type === "StringLiteral") return property.key.value;
  return null;
}

function styleObject(node: t.JSXElement): t.ObjectExpression | null {
  const attribute = findAttribute(node, "style");
  if (!attribute) return null;
  const value = attribute.value;
  if (value?.type !== "JSXExpressionContainer" || value.expression.type !== "ObjectExpression")
    refuse(dynamicStyleMessage);
  return value.expression;
}

/** The literal entries of the style prop (empty without one); refuses a computed style. */
export function readStyle(node: t.JSXElement): StyleEntries {
  const entries: StyleEntries = new Map();
  for (const property of styleObject(node)?.properties ?? []) {
    if (property.type !== "ObjectProperty") refuse(dynamicStyleMessage);
    const key = styleKeyOf(property);
    const value = property.value;
    if (key === null) refuse(dynamicStyleMessage);
    if (value.type === "StringLiteral" || value.type === "NumericLiteral") entries.set(key, value.value);
    else refuse(dynamicStyleMessage);
  }
  return entries;
}

/**
 * Sets and removes style entries, editing the existing object in place so untouched entries keep their text;
 * a style left empty is removed.
 */
export function updateStyle(node: t.JSXElement, changes: ReadonlyMap<string, string | number | null>): void {
  readStyle(node);
  let object = styleObject(node);
  if (!object) {
    object = t.objectExpression([]);
    setAttribute(node, "style", t.jsxExpressionContainer(object));
  }
  for (const [key, value] of changes) {
    const index = object.properties.findIndex(
      (property) => property.type === "ObjectProperty" && styleKeyOf(property) === key,
    );
    if (value === null) {
      if (index >= 0) object.properties.splice(index, 1);
      continue;
    }
    const literal = typeof value === "number" ? t.numericLiteral(value) : t.stringLiteral(value);
    const existing = object.properties[index];
    if (existing?.type === "ObjectProperty") existing.value = literal;
    else
      object.properties.push(
        t.objectProperty(/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? t.identifier(key) : t.stringLiteral(key), literal),
      );
  }
  if (object.properties.length === 0) setAttribute(node, "style", null);
}
