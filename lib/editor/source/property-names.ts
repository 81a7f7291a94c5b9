// The names a piece of syntax gives: an object key's, a member access's.
import type * as t from "@babel/types";
import type { Node } from "@babel/types";

export function propertyName(key: Node): string | null {
  if (key.type === "Identifier") return key.name;
  if (key.type === "StringLiteral") return key.value;
  if (key.type === "NumericLiteral") return String(key.value);
  return null;
}

export function memberKey(node: t.MemberExpression | t.OptionalMemberExpression): string | null {
  if (!node.computed) return node.property.type === "Identifier" ? node.property.name : null;
  return propertyName(node.property);
}
