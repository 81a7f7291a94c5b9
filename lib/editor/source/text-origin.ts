// Where an element's text comes from when it is not written as JSX text: the expression in its braces is followed
// through imports, constants, .map() callbacks and component props to the string literals that can produce it,
// and the one whose value the page shows is the origin. Nothing here changes a file.
import type * as t from "@babel/types";
import type { Node } from "@babel/types";

import { literalSiteOf, type LiteralSite } from "./literal-site.ts";
import type { ProjectFiles } from "./project-files.ts";
import { Tracer, type Value } from "./value-tracer.ts";

export type TextOrigin =
  | { kind: "literal"; site: LiteralSite }
  /** The literal found no longer says what the page showed: the source changed since. */
  | { kind: "stale"; site: LiteralSite }
  | { kind: "code"; file: string; line: number; message: string };

/** Text as the page shows it: runs of white space are one space, none at either end. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The one child that gives an element its text: a text or an {expression}, alone or beside empty elements such as
 * icons (<Check /> {benefit}), which show no text of their own. Null when the text is made of several parts.
 */
export function textChildOf(node: t.JSXElement): t.JSXText | t.JSXExpressionContainer | null {
  let found: t.JSXText | t.JSXExpressionContainer | null = null;
  for (const child of node.children) {
    if (child.type === "JSXText" && child.value.trim() === "") continue;
    if (child.type === "JSXElement" && child.children.length === 0) continue;
    if (found || (child.type !== "JSXText" && child.type !== "JSXExpressionContainer")) return null;
    if (child.type === "JSXExpressionContainer" && child.expression.type === "JSXEmptyExpression") return null;
    found = child;
  }
  return found;
}

/** The expression an element shows as its text ({hero.title}); null when its text is not one expression. */
export function textExpressionOf(node: t.JSXElement): t.Expression | null {
  const child = textChildOf(node);
  return child?.type === "JSXExpressionContainer" && child.expression.type !== "JSXEmptyExpression"
    ? child.expression
    : null;
}

/**
 * A component used without children (<StartTrialButton />) that shows the default of its `children` prop: that
 * default, when it is the text shown. The call site can then be given its own text.
 */
export function defaultChildrenOf(
  project: ProjectFiles,
  file: string,
  element: t.JSXElement,
  shown: string,
): LiteralSite | null {
  if (
    element.children.length > 0 ||
    element.openingElement.name.type !== "JSXIdentifier" ||
    !/^[A-Z]/.test(element.openingElement.name.name)
  )
    return null;
  const site = new Tracer(project).defaultChildren(file, element.openingElement.name.name);
  return site && normaliseText(site.value) === normaliseText(shown) ? site : null;
}

/**
 * The origin of the text an element shows (`shown`, as the page has it). One literal with that value is the
 * origin; several, or none that the tracer can reach, make it code, named by file and line. Without the shown
 * text, only an expression that can take a single literal has an origin.
 */
export function textOrigin(
  project: ProjectFiles,
  file: string,
  element: t.JSXElement,
  shown: string | null,
): TextOrigin | null {
  const expression = textExpressionOf(element);
  if (!expression) return null;
  return originOf(
    new Tracer(project).values(file, expression, 0),
    { file, line: expression.loc?.start.line ?? 0 },
    shown,
    "text",
  );
}

/** The origin of a prop's value computed in code ({demoVideo.src}); `shown` is its value on the page, when known. */
export function expressionOrigin(
  project: ProjectFiles,
  file: string,
  expression: Node,
  shown: string | null,
): TextOrigin {
  return originOf(
    new Tracer(project).values(file, expression, 0),
    { file, line: expression.loc?.start.line ?? 0 },
    shown,
    "value",
  );
}

function originOf(
  values: Value[],
  at: { file: string; line: number },
  shown: string | null,
  noun: "text" | "value",
): TextOrigin {
  const literals: LiteralSite[] = [];
  const code: { file: string; line: number }[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    if (value.kind !== "node") continue;
    const site = literalSiteOf(value.file, value.node);
    const place = `${value.file}:${site?.start ?? value.node.start ?? 0}`;
    if (seen.has(place)) continue;
    seen.add(place);
    if (site) literals.push(site);
    else code.push({ file: value.file, line: value.node.loc?.start.line ?? at.line });
  }
  const wanted = shown === null ? null : normaliseText(shown);
  const matches =
    wanted === null
      ? code.length === 0
        ? literals
        : []
      : literals.filter((site) => normaliseText(site.value) === wanted);
  const [only] = matches;
  if (only && matches.length === 1) return { kind: "literal", site: only };
  if (matches.length > 1) {
    const places = matches.slice(0, 3).map((site) => `${site.file} line ${site.line}`);
    return {
      kind: "code",
      file: only?.file ?? at.file,
      line: only?.line ?? at.line,
      message: `This ${noun} is written in ${matches.length} places (${places.join(", ")}${matches.length > 3 ? ", …" : ""}), so it can't be edited here. Change it in the source file.`,
    };
  }
  const [single] = literals;
  if (single && literals.length === 1 && code.length === 0) return { kind: "stale", site: single };
  const where = code[0] ?? at;
  return {
    kind: "code",
    file: where.file,
    line: where.line,
    message: `This ${noun} is computed in ${where.file} at line ${where.line}, so it can't be edited here. Change it in the source file.`,
  };
}
