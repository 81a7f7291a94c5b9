// Edits that would break the page are refused before anything is written: an element whose child React's Slot
// (`asChild`) replaces must keep exactly one child, and HTML's nesting rules hold (the browser repairs a <div>
// inside a <p> by closing the paragraph, and hydration then fails). Only what a change adds is refused: a file that
// already breaks a rule somewhere still takes other edits.
import { parse as babelParse } from "@babel/parser";
import * as t from "@babel/types";

import { findAttribute } from "../source/jsx-attributes.ts";
import { isComponentTag, jsxTagName } from "../source/jsx-tags.ts";
import { refuse } from "../source/refuse.ts";
import { walk } from "../source/walk.ts";

/** Block content a <p> cannot hold: the parser ends the paragraph before any of these. */
const breaksParagraph: ReadonlySet<string> = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "details",
  "div",
  "dl",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "main",
  "menu",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "ul",
]);

/** Interactive content, which may not sit inside an <a> or a <button>. */
const interactive: ReadonlySet<string> = new Set([
  "a",
  "button",
  "details",
  "embed",
  "iframe",
  "label",
  "select",
  "textarea",
]);

type Violation = { rule: string; message: string };

const article = (tag: string) => (/^[aeiou]/.test(tag) ? "An" : "A");

/** The children that count as content: elements, expressions and non-blank text. */
function contentChildren(node: t.JSXElement): t.Node[] {
  return node.children.filter((child) => {
    if (child.type === "JSXText") return child.value.trim() !== "";
    if (child.type === "JSXExpressionContainer") return child.expression.type !== "JSXEmptyExpression";
    return true;
  });
}

function isAsChild(node: t.JSXElement): boolean {
  const attribute = findAttribute(node, "asChild");
  if (!attribute) return false;
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  return (
    value.type === "JSXExpressionContainer" && value.expression.type === "BooleanLiteral" && value.expression.value
  );
}

/** The nearest enclosing HTML elements of one JSX tree, up to the first component (whose rendering is unknown here). */
function htmlAncestors(ancestors: readonly t.Node[]): string[] {
  const tags: string[] = [];
  for (let index = ancestors.length - 1; index >= 0; index -= 1) {
    const node = ancestors[index]!;
    if (node.type !== "JSXElement") {
      if (node.type === "JSXFragment" || node.type === "JSXExpressionContainer") continue;
      break;
    }
    const tag = jsxTagName(node);
    if (isComponentTag(tag)) break;
    tags.push(tag);
  }
  return tags;
}

function violationsIn(source: string, fileName: string): Violation[] {
  let ast: t.File;
  try {
    ast = babelParse(source, {
      sourceType: "module",
      plugins: fileName.endsWith(".tsx") ? ["jsx", "typescript"] : ["jsx"],
    });
  } catch {
    return [];
  }
  const found: Violation[] = [];
  walk(ast, (node, _slot, ancestors) => {
    if (node.type !== "JSXElement") return;
    const tag = jsxTagName(node);
    if (isAsChild(node)) {
      const count = contentChildren(node).length;
      if (count !== 1) {
        found.push({
          rule: `slot:${tag}:${count === 0 ? "none" : "many"}`,
          message:
            count === 0
              ? `<${tag} asChild> needs its one child: it renders that child in its own place. Remove the <${tag}> instead.`
              : `<${tag} asChild> takes exactly one child, which it renders in its own place, so it can't hold ${count}. Wrap them in one element first.`,
        });
      }
    }
    if (isComponentTag(tag)) return;
    const enclosing = htmlAncestors(ancestors);
    if (breaksParagraph.has(tag) && enclosing.includes("p")) {
      found.push({
        rule: `nesting:p>${tag}`,
        message: `${article(tag)} <${tag}> can't be inside a <p>: the browser ends the paragraph before it, and the page breaks. Use a <span>, or move it out of the <p>.`,
      });
    }
    for (const outer of ["a", "button"]) {
      if (interactive.has(tag) && enclosing.includes(outer)) {
        found.push({
          rule: `nesting:${outer}>${tag}`,
          message: `${article(tag)} <${tag}> can't be inside ${article(outer).toLowerCase()} <${outer}>: one interactive element can't hold another. Move it out of the <${outer}>.`,
        });
      }
    }
  });
  return found;
}

/** Refuses a change whose files break one of these rules more often than they did before it, naming the rule. */
export function assertReactRules(files: ReadonlyMap<string, { before: string | null; after: string }>): void {
  for (const [path, { before, after }] of files) {
    if (!/\.(tsx|jsx)$/.test(path)) continue;
    const earlier = new Map<string, number>();
    for (const violation of before === null ? [] : violationsIn(before, path))
      earlier.set(violation.rule, (earlier.get(violation.rule) ?? 0) + 1);
    for (const violation of violationsIn(after, path)) {
      const left = earlier.get(violation.rule) ?? 0;
      if (left === 0) refuse(violation.message);
      earlier.set(violation.rule, left - 1);
    }
  }
}
