// The HTML element a component renders around what it is given, read from the component's source, so the rules of
// nesting can see through components: <StartTrialButton> renders a <button>, the UI kit's <Button> a <button>
// unless it is asChild. Components from packages, whose source the editor does not read, are named in its config.
import type * as t from "@babel/types";

import { editor } from "../../config/editor/page-editor.ts";
import { returnedExpressions } from "./function-returns.ts";
import { findAttribute } from "./jsx-attributes.ts";
import { isComponentTag, jsxTagName } from "./jsx-tags.ts";
import { resolveImport, type ProjectFiles } from "./project-files.ts";

/** Components that render other components: followed this many steps at most. */
const maxDepth = 4;

type ComponentFunction = t.FunctionDeclaration | t.FunctionExpression | t.ArrowFunctionExpression;

/** Whether a usage passes asChild (asChild, asChild={true}): then the component renders its child in its place. */
export function passesAsChild(node: t.JSXElement): boolean {
  const attribute = findAttribute(node, "asChild");
  if (!attribute) return false;
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  return (
    value.type === "JSXExpressionContainer" && value.expression.type === "BooleanLiteral" && value.expression.value
  );
}

/**
 * The HTML tag the component of this usage renders at its root ("button" for <StartTrialButton>), or null when
 * that is unknown: a package the config does not name, a component whose root is computed, or one that renders
 * its child in its own place (asChild).
 */
export function renderedTagOf(project: ProjectFiles, file: string, usage: t.JSXElement, depth = 0): string | null {
  const name = jsxTagName(usage);
  if (!isComponentTag(name) || name.includes(".") || depth > maxDepth) return null;
  const ast = project.ast(file);
  if (!ast) return null;
  const found = componentNamed(project, file, ast.program.body, name);
  if (found === null) return null;
  if (typeof found === "string") return found;
  return rootTagOf(project, found.file, found.fn, usage, depth);
}

/** A component's function where it is declared, or the tag the config says a package's component renders. */
function componentNamed(
  project: ProjectFiles,
  file: string,
  statements: readonly t.Statement[],
  name: string,
): { file: string; fn: ComponentFunction } | string | null {
  for (const statement of statements) {
    if (statement.type !== "ImportDeclaration") continue;
    for (const specifier of statement.specifiers) {
      if (specifier.local.name !== name || specifier.type === "ImportNamespaceSpecifier") continue;
      const imported =
        specifier.type === "ImportDefaultSpecifier"
          ? "default"
          : specifier.imported.type === "Identifier"
            ? specifier.imported.name
            : specifier.imported.value;
      const source = statement.source.value;
      const target = resolveImport(project, file, source);
      if (target === null) return packageComponentTag(source, imported);
      const targetAst = project.ast(target);
      return targetAst ? exportedComponent(target, targetAst.program.body, imported) : null;
    }
  }
  const local = declaredFunction(statements, name);
  return local ? { file, fn: local } : null;
}

function packageComponentTag(source: string, imported: string): string | null {
  const components: Readonly<Record<string, Readonly<Record<string, string>>>> = editor.packageComponentTags;
  return components[source]?.[imported] ?? null;
}

function exportedComponent(
  file: string,
  statements: readonly t.Statement[],
  imported: string,
): { file: string; fn: ComponentFunction } | null {
  for (const statement of statements) {
    if (imported === "default" && statement.type === "ExportDefaultDeclaration") {
      const declaration = statement.declaration;
      if (declaration.type === "FunctionDeclaration" || declaration.type === "ArrowFunctionExpression")
        return { file, fn: declaration };
      if (declaration.type === "Identifier") {
        const fn = declaredFunction(statements, declaration.name);
        return fn ? { file, fn } : null;
      }
      return null;
    }
  }
  const fn = declaredFunction(statements, imported);
  return fn ? { file, fn } : null;
}

/** A top-level `function Name` or `const Name = (…) => …` (exported or not). */
function declaredFunction(statements: readonly t.Statement[], name: string): ComponentFunction | null {
  for (const statement of statements) {
    const declaration =
      statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration"
        ? statement.declaration
        : statement;
    if (declaration?.type === "FunctionDeclaration" && declaration.id?.name === name) return declaration;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type !== "Identifier" || declarator.id.name !== name) continue;
      const init = declarator.init;
      if (init?.type === "ArrowFunctionExpression" || init?.type === "FunctionExpression") return init;
    }
  }
  return null;
}

/** The tag of the one element a component returns (every return must agree), following components it renders. */
function rootTagOf(
  project: ProjectFiles,
  file: string,
  fn: ComponentFunction,
  usage: t.JSXElement,
  depth: number,
): string | null {
  const tags = new Set<string | null>();
  for (const returned of returnedExpressions(fn)) {
    if (returned.type === "NullLiteral") continue;
    if (returned.type !== "JSXElement") {
      tags.add(null);
      continue;
    }
    const name = jsxTagName(returned);
    if (!isComponentTag(name)) tags.add(name);
    else if (name.includes(".")) tags.add(null);
    else tags.add(chosenTag(fn, name, usage) ?? renderedTagOf(project, file, returned, depth + 1));
  }
  const [only] = tags;
  return tags.size === 1 ? (only ?? null) : null;
}

/**
 * A root whose tag is a variable chosen in the component (`const Comp = asChild ? Slot : "button"`): the string it
 * takes for this usage, or null when it takes a component (Slot renders the child, which is checked on its own).
 */
function chosenTag(fn: ComponentFunction, variable: string, usage: t.JSXElement): string | null {
  if (fn.body.type !== "BlockStatement") return null;
  for (const statement of fn.body.body) {
    if (statement.type !== "VariableDeclaration") continue;
    for (const declarator of statement.declarations) {
      if (declarator.id.type !== "Identifier" || declarator.id.name !== variable) continue;
      const init = declarator.init;
      if (init?.type === "StringLiteral") return init.value;
      if (init?.type !== "ConditionalExpression" || init.test.type !== "Identifier") return null;
      const branch = init.test.name === "asChild" && passesAsChild(usage) ? init.consequent : init.alternate;
      return branch.type === "StringLiteral" ? branch.value : null;
    }
  }
  return null;
}
