// An element's props as written in its source (a value and its type: LITERAL, FUNCTION or JSON_OBJECT), for
// the navigator and the properties panel. Only a LITERAL can be changed from the panel; the others are code.
import type * as t from "@babel/types";

export const propTypes = ["LITERAL", "FUNCTION", "JSON_OBJECT"] as const;
export type PropType = (typeof propTypes)[number];
export type SourceProp = { value: string; type: PropType };

/** Shown elsewhere (classes, styles) or not a prop at all. */
const skipped = new Set(["className", "style", "key", "ref", "data-codebase-id"]);
const longest = 300;

function code(node: t.Node, text: string): string {
  const value = node.start == null || node.end == null ? "" : text.slice(node.start, node.end);
  return value.length > longest ? `${value.slice(0, longest - 1)}…` : value;
}

function propOf(name: string, value: t.JSXAttribute["value"], text: string): SourceProp {
  if (!value) return { value: "true", type: "LITERAL" };
  if (value.type === "StringLiteral") return { value: value.value, type: "LITERAL" };
  if (value.type !== "JSXExpressionContainer" || value.expression.type === "JSXEmptyExpression")
    return { value: code(value, text), type: "JSON_OBJECT" };
  const expression = value.expression;
  switch (expression.type) {
    case "StringLiteral":
      return { value: expression.value, type: "LITERAL" };
    case "NumericLiteral":
    case "BooleanLiteral":
      return { value: String(expression.value), type: "LITERAL" };
    case "TemplateLiteral":
      if (expression.expressions.length === 0)
        return { value: expression.quasis[0]?.value.cooked ?? "", type: "LITERAL" };
      break;
    case "ArrowFunctionExpression":
    case "FunctionExpression":
      return { value: code(expression, text), type: "FUNCTION" };
    default:
      break;
  }
  // onClick={handleClick}: an event handler named elsewhere is still a function.
  const type =
    /^on[A-Z]/.test(name) && (expression.type === "Identifier" || expression.type === "MemberExpression")
      ? "FUNCTION"
      : "JSON_OBJECT";
  return { value: code(expression, text), type };
}

/** The element's named props in source order; spread props ({...rest}) have no name and are left out. */
export function propsOf(node: t.JSXElement, text: string): Record<string, SourceProp> {
  const props: Record<string, SourceProp> = {};
  for (const attribute of node.openingElement.attributes) {
    if (attribute.type !== "JSXAttribute") continue;
    const name =
      attribute.name.type === "JSXIdentifier"
        ? attribute.name.name
        : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
    if (!skipped.has(name)) props[name] = propOf(name, attribute.value, text);
  }
  return props;
}
