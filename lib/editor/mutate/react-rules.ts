// Edits that would break the page are refused before anything is written: an element whose child React's Slot
// (`asChild`) replaces must keep exactly one child, and HTML's nesting rules hold (the browser repairs a <div>
// inside a <p> by closing the paragraph, and hydration then fails). Only what a change adds is refused: a file that
// already breaks a rule somewhere still takes other edits.
import { parse as babelParse } from "@babel/parser";
import * as t from "@babel/types";

import { isComponentTag, jsxTagName } from "../source/jsx-tags.ts";
import type { ProjectFiles } from "../source/project-files.ts";
import { refuse } from "../source/refuse.ts";
import { passesAsChild, renderedTagOf } from "../source/rendered-element.ts";
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

/** An enclosing element: its HTML tag, and the component that renders it when it comes from one. */
type Enclosing = { tag: string; component?: string };

/**
 * The nearest enclosing HTML elements of one JSX tree, up to the first component: that component's own element
 * when its source (or the config, for a package's) says which one it renders, and nothing beyond it.
 */
function htmlAncestors(ancestors: readonly t.Node[], rendered: (node: t.JSXElement) => string | null): Enclosing[] {
  const found: Enclosing[] = [];
  for (let index = ancestors.length - 1; index >= 0; index -= 1) {
    const node = ancestors[index]!;
    if (node.type !== "JSXElement") {
      if (node.type === "JSXFragment" || node.type === "JSXExpressionContainer") continue;
      break;
    }
    const tag = jsxTagName(node);
    if (isComponentTag(tag)) {
      const renders = rendered(node);
      if (renders) found.push({ tag: renders, component: tag });
      break;
    }
    found.push({ tag });
  }
  return found;
}

/** "an <a>", or "<Link>, which renders an <a>", as a message names the outer element. */
function outerName({ tag, component }: Enclosing): string {
  const element = `${article(tag).toLowerCase()} <${tag}>`;
  return component ? `<${component}>, which renders ${element}` : element;
}

function violationsIn(source: string, fileName: string, project: ProjectFiles | undefined): Violation[] {
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
  // A component's element is read from the project as this change leaves it, except this file, read as given.
  const files: ProjectFiles | undefined = project && {
    ...project,
    ast: (file) => (file === fileName ? ast : project.ast(file)),
  };
  const rendered = (node: t.JSXElement) => (files ? renderedTagOf(files, fileName, node) : null);
  walk(ast, (node, _slot, ancestors) => {
    if (node.type !== "JSXElement") return;
    const tag = jsxTagName(node);
    if (passesAsChild(node)) {
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
    // A component counts as the element it renders, when that is known.
    const own: Enclosing | null = isComponentTag(tag)
      ? ((renders) => (renders ? { tag: renders, component: tag } : null))(rendered(node))
      : { tag };
    if (own === null) return;
    const inner = own.component
      ? `<${own.component}>, which renders ${outerName({ tag: own.tag })},`
      : `${article(tag)} <${tag}>`;
    const enclosing = htmlAncestors(ancestors, rendered);
    const paragraph = enclosing.find((outer) => outer.tag === "p");
    if (breaksParagraph.has(own.tag) && paragraph) {
      found.push({
        rule: `nesting:p>${own.tag}`,
        message: `${inner} can't be inside ${outerName(paragraph)}: the browser ends the paragraph before it, and the page breaks. Use a <span>, or move it out of the <${paragraph.component ?? "p"}>.`,
      });
    }
    const control = enclosing.find((outer) => outer.tag === "a" || outer.tag === "button");
    if (interactive.has(own.tag) && control) {
      found.push({
        rule: `nesting:${control.tag}>${own.tag}`,
        message: `${inner} can't be inside ${outerName(control)}: one interactive element can't hold another. Move it out of the <${control.component ?? control.tag}>.`,
      });
    }
  });
  return found;
}

/** Refuses a change whose files break one of these rules more often than they did before it, naming the rule. */
export function assertReactRules(
  files: ReadonlyMap<string, { before: string | null; after: string }>,
  project?: ProjectFiles,
): void {
  for (const [path, { before, after }] of files) {
    if (!/\.(tsx|jsx)$/.test(path)) continue;
    const earlier = new Map<string, number>();
    for (const violation of before === null ? [] : violationsIn(before, path, project))
      earlier.set(violation.rule, (earlier.get(violation.rule) ?? 0) + 1);
    for (const violation of violationsIn(after, path, project)) {
      const left = earlier.get(violation.rule) ?? 0;
      if (left === 0) refuse(violation.message);
      earlier.set(violation.rule, left - 1);
    }
  }
}
