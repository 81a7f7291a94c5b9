// Functions in the source: which nodes are one, and what one returns.
import type * as t from "@babel/types";
import type { Node } from "@babel/types";

import { walk } from "./walk.ts";

export function isFunction(
  node: Node,
): node is t.FunctionDeclaration | t.FunctionExpression | t.ArrowFunctionExpression {
  return (
    node.type === "FunctionDeclaration" || node.type === "FunctionExpression" || node.type === "ArrowFunctionExpression"
  );
}

/** What a function returns: an arrow's expression, or the return statements of its own body (not nested functions'). */
export function returnedExpressions(
  fn: t.FunctionDeclaration | t.FunctionExpression | t.ArrowFunctionExpression,
): Node[] {
  if (fn.body.type !== "BlockStatement") return [fn.body];
  const returned: Node[] = [];
  walk(fn.body, (node) => {
    if (
      node.type === "FunctionDeclaration" ||
      node.type === "FunctionExpression" ||
      node.type === "ArrowFunctionExpression"
    )
      return "skip";
    if (node.type === "ReturnStatement" && node.argument) returned.push(node.argument);
  });
  return returned;
}
