// Editing one rule of a stylesheet with postcss: untouched text is printed back as it was read, new declarations
// and rules copy the file's own indentation. A rule is found by its exact selector, at the top level or inside an
// identical @media block; the last one wins, as in the cascade.
import { atRule, CssSyntaxError, decl, parse, rule, type AtRule, type Container, type Root, type Rule } from "postcss";

import { refuse } from "../../source/refuse.ts";
import type { Declaration } from "./declarations.ts";

/** Where the declarations go: the rule's selector and, for a breakpoint, the @media query around it. */
export type RuleTarget = { selector: string; media: string | null };

const normalSelector = (selector: string) =>
  selector
    .trim()
    .replace(/\s*,\s*/g, ", ")
    .replace(/\s+/g, " ");
// `(min-width: 48rem)` and `(width >= 48rem)` are the same query.
const normalMedia = (params: string) =>
  params
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/\(min-width:([^)]+)\)/g, "(width>=$1)");

function contextsOf(root: Root, media: string | null): Container[] {
  if (media === null) return [root];
  return root.nodes.filter(
    (node): node is AtRule =>
      node.type === "atrule" && node.name.toLowerCase() === "media" && normalMedia(node.params) === normalMedia(media),
  );
}

function rulesOf(context: Container, selector: string): Rule[] {
  return (context.nodes ?? []).filter(
    (node): node is Rule => node.type === "rule" && normalSelector(node.selector) === normalSelector(selector),
  );
}

function sameProperty(a: string, b: string): boolean {
  return a.startsWith("--") ? a === b : a.toLowerCase() === b.toLowerCase();
}

function depthOf(node: Container): number {
  let depth = 0;
  for (let parent = node.parent; parent && parent.type !== "root"; parent = parent.parent) depth += 1;
  return depth;
}

/** The file's indent step, read from a top-level rule's declarations; two spaces when it has none. */
function indentOf(root: Root): string {
  let indent: string | null = null;
  root.walkDecls((node) => {
    const before = node.raws.before ?? "";
    if (node.parent?.parent?.type !== "root" || !before.includes("\n")) return;
    indent = before.slice(before.lastIndexOf("\n") + 1);
    return false;
  });
  return indent ?? "  ";
}

/**
 * Appends a new rule or @media block: after a sibling, set off by a blank line at the sibling's indent; first in
 * a block, on the next line one indent step in. postcss fills in whatever is left (it copies the file's style).
 */
function appended<T extends Rule | AtRule>(context: Container, node: T): T {
  const previous = context.last?.raws.before;
  if (previous?.includes("\n")) node.raws.before = `\n\n${previous.slice(previous.lastIndexOf("\n") + 1)}`;
  else if (context.type === "root" && context.last) node.raws.before = "\n\n";
  else if (context.type === "atrule" && !context.last)
    node.raws.before = `\n${indentOf(context.root()).repeat(depthOf(context) + 1)}`;
  if (node.type === "rule") node.raws.semicolon = true;
  context.append(node);
  return node;
}

/** A new declaration spaced like the rule's last one (a one-line rule stays on one line), else one level in. */
function newDeclaration(ruleNode: Rule, { property, value, important }: Declaration & { value: string }) {
  const node = decl({ prop: property, value, important });
  const sibling = ruleNode.nodes.findLast((child) => child.type === "decl")?.raws.before;
  const depth = depthOf(ruleNode);
  const indent = indentOf(ruleNode.root());
  node.raws.before = sibling ?? `\n${indent.repeat(depth + 1)}`;
  if (ruleNode.nodes.length === 0) ruleNode.raws.after = `\n${indent.repeat(depth)}`;
  return node;
}

function setDeclaration(root: Root, target: RuleTarget, declaration: Declaration & { value: string }): void {
  const { property, value, important } = declaration;
  const context =
    contextsOf(root, target.media).at(-1) ?? appended(root, atRule({ name: "media", params: target.media ?? "" }));
  const ruleNode = rulesOf(context, target.selector).at(-1) ?? appended(context, rule({ selector: target.selector }));
  const existing = ruleNode.nodes.filter((node) => node.type === "decl" && sameProperty(node.prop, property)).at(-1);
  if (existing?.type === "decl") {
    existing.value = value;
    existing.important = existing.important || important;
  } else {
    ruleNode.append(newDeclaration(ruleNode, declaration));
  }
}

/** Removes the property from every rule of the target; answers the rules it changed. */
function removeDeclaration(root: Root, target: RuleTarget, property: string): Rule[] {
  const changed: Rule[] = [];
  for (const context of contextsOf(root, target.media)) {
    for (const ruleNode of rulesOf(context, target.selector)) {
      const removed = ruleNode.nodes.filter((node) => node.type === "decl" && sameProperty(node.prop, property));
      for (const node of removed) node.remove();
      if (removed.length > 0) changed.push(ruleNode);
    }
  }
  return changed;
}

/** Drops rules left empty by a removal, then @media blocks left empty by that. */
function prune(rules: readonly Rule[]): void {
  for (const ruleNode of rules) {
    const parent = ruleNode.parent;
    if (ruleNode.nodes.length > 0 || !parent) continue;
    ruleNode.remove();
    if (parent.type === "atrule" && (parent.nodes?.length ?? 0) === 0) parent.remove();
  }
}

function parseStylesheet(text: string, file: string): Root {
  try {
    return parse(text, { from: file });
  } catch (error) {
    if (error instanceof CssSyntaxError) refuse(`${file} could not be parsed: ${error.reason}`);
    throw error;
  }
}

/** The stylesheet's text with the declarations set (or, with a null value, removed) in the target rule. */
export function editStylesheet(
  text: string,
  file: string,
  target: RuleTarget,
  declarations: readonly Declaration[],
): string {
  const root = parseStylesheet(text, file);
  const emptied: Rule[] = [];
  for (const declaration of declarations) {
    if (declaration.value === null) emptied.push(...removeDeclaration(root, target, declaration.property));
    else setDeclaration(root, target, { ...declaration, value: declaration.value });
  }
  prune(emptied);
  return root.toString();
}
