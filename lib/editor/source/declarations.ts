// What a name is bound to where it is declared: a const (maybe destructured), an import, a callback's or a
// component's parameter; and the value a module exports under a name.
import type * as t from "@babel/types";
import type { File, Node } from "@babel/types";

import { propertyName } from "./property-names.ts";

export type Binding =
  | { kind: "var"; file: string; init: Node; keys: string[] }
  | { kind: "import"; file: string; source: string; imported: string; keys: string[] }
  | { kind: "callback"; file: string; array: Node; keys: string[] }
  | { kind: "component"; file: string; component: string; keys: string[] };

/** A declaration of `name` among a block's statements: a const (maybe destructured) or an import. */
export function declarationIn(file: string, statements: readonly t.Statement[], name: string): Binding | null {
  for (const statement of statements) {
    if (statement.type === "ImportDeclaration") {
      for (const specifier of statement.specifiers) {
        if (specifier.local.name !== name) continue;
        if (specifier.type === "ImportNamespaceSpecifier") return null;
        const imported = specifier.type === "ImportDefaultSpecifier" ? "default" : propertyName(specifier.imported);
        return imported === null ? null : { kind: "import", file, source: statement.source.value, imported, keys: [] };
      }
    }
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations) {
      const keys = patternKeys(declarator.id, name);
      if (keys !== null && declarator.init) return { kind: "var", file, init: declarator.init, keys };
    }
  }
  return null;
}

/** The keys that lead from a pattern's value to `name` ({ card: { title } } → ["card", "title"]); null when it does not bind it. */
export function patternKeys(pattern: Node, name: string): string[] | null {
  switch (pattern.type) {
    case "Identifier":
      return pattern.name === name ? [] : null;
    case "AssignmentPattern":
      return patternKeys(pattern.left, name);
    case "RestElement":
      return patternKeys(pattern.argument, name);
    case "ObjectPattern":
      for (const property of pattern.properties) {
        if (property.type === "RestElement") {
          const rest = patternKeys(property.argument, name);
          if (rest !== null) return rest;
          continue;
        }
        const key = property.computed ? null : propertyName(property.key);
        const inner = patternKeys(property.value, name);
        if (key !== null && inner !== null) return [key, ...inner];
      }
      return null;
    case "ArrayPattern":
      for (const [index, element] of pattern.elements.entries()) {
        const inner = element ? patternKeys(element, name) : null;
        if (inner !== null) return [String(index), ...inner];
      }
      return null;
    default:
      return null;
  }
}

/** The value a module exports under a name (`export const hero = …`, `export function X`, `export default …`). */
export function exportedNode(file: string, ast: File, name: string): Node | null {
  for (const statement of ast.program.body) {
    if (name === "default" && statement.type === "ExportDefaultDeclaration") return statement.declaration;
    if (statement.type !== "ExportNamedDeclaration") continue;
    if (statement.declaration?.type === "FunctionDeclaration" && statement.declaration.id?.name === name)
      return statement.declaration;
    if (statement.declaration?.type === "VariableDeclaration") {
      for (const declarator of statement.declaration.declarations) {
        if (declarator.id.type === "Identifier" && declarator.id.name === name && declarator.init)
          return declarator.init;
      }
    }
    for (const specifier of statement.specifiers) {
      if (specifier.type === "ExportSpecifier" && propertyName(specifier.exported) === name && !statement.source) {
        const local = declarationIn(file, ast.program.body, specifier.local.name);
        if (local?.kind === "var" && local.keys.length === 0) return local.init;
      }
    }
  }
  return null;
}
