import type { Expression, JSXAttribute } from "@babel/types";

import {
  attributeEdit,
  findAttribute,
  literalAttributeText,
  stringAttributeCode,
} from "../../source/jsx-attributes.ts";
import { refuse } from "../../source/refuse.ts";
import { expressionOrigin } from "../../source/text-origin.ts";
import type { Operation } from "../operation.ts";
import { editLiteral } from "../structure/literal-text.ts";

/** A prop written as code that reads a value ({hero.image}, {src}); null for a literal, a function or no prop. */
export function computedValueOf(attribute: JSXAttribute | null): Expression | null {
  const value = attribute?.value;
  if (!attribute || value?.type !== "JSXExpressionContainer" || literalAttributeText(attribute) !== null) return null;
  const expression = value.expression;
  return expression.type === "Identifier" ||
    expression.type === "MemberExpression" ||
    expression.type === "OptionalMemberExpression"
    ? expression
    : null;
}

/** Props the editor changes through their own calls: classes and styles have ops that understand them. */
const ownOps: Record<string, string> = {
  className: "Change classes with the class tools (addClass, removeClass, updateClasses).",
  style: "Change styles with the styling tools.",
  key: "The key prop is React's, not a design property; change it in the source file.",
  "data-codebase-id": "data-codebase-id is the editor's own attribute.",
};

/**
 * Sets a prop to a literal or, with null, removes it. A string keeps the form of the value it replaces (quotes,
 * {"..."}), true is written bare (`disabled`), a new prop goes last. Only that prop's text changes.
 */
export const changePropValue: Operation<"changePropValue"> = (
  workspace,
  { elementToModify, propName, propValue, oldValue },
) => {
  const element = workspace.resolve(elementToModify);
  const own = Object.hasOwn(ownOps, propName) ? ownOps[propName] : undefined;
  if (own) refuse(own);
  const computed = computedValueOf(findAttribute(element.node, propName));
  if (computed && typeof propValue === "string") {
    // src={demoVideo.src}: the literal in page data is changed, and the code that reads it stays.
    editLiteral(
      workspace,
      expressionOrigin(workspace.project(), elementToModify.filePath, computed, oldValue ?? null),
      propValue,
      "value",
    );
    return [element.codebaseId];
  }
  let code: string | null;
  if (propValue === null) code = null;
  else if (typeof propValue === "string")
    code = stringAttributeCode(propValue, findAttribute(element.node, propName)?.value);
  else if (propValue === true) code = "";
  else if (typeof propValue === "number" && !Number.isFinite(propValue))
    refuse("A prop value must be a finite number.");
  else code = `{${String(propValue)}}`;
  const edit = attributeEdit(workspace.parsedText(elementToModify.filePath) ?? "", element.node, propName, code);
  if (edit) workspace.splice(elementToModify.filePath, edit.start, edit.end, edit.text);
  return [element.codebaseId];
};
