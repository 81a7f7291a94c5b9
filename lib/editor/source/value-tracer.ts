// Follows an expression through imports, constants, .map() callbacks and component props to the values it can
// have: string literals, objects and arrays, or code that computes them. Bounded in depth and steps.
import type * as t from "@babel/types";
import type { File, Node } from "@babel/types";

import { declarationIn, exportedNode, patternKeys, type Binding } from "./declarations.ts";
import { isFunction, returnedExpressions } from "./function-returns.ts";
import { jsxAttributeValues, literalSiteOf, type LiteralSite } from "./literal-site.ts";
import { resolveImport, type ProjectFiles } from "./project-files.ts";
import { memberKey, propertyName } from "./property-names.ts";
import { walk } from "./walk.ts";

export type Value =
  | { kind: "node"; file: string; node: Node }
  | { kind: "props"; file: string; component: string }
  /** An array made in code (list.map(…)): the values its items can have. */
  | { kind: "list"; items: Value[] };

/** Calls whose callback's first parameter is an element of the array they are called on. */
const iterating = new Set([
  "map",
  "flatMap",
  "forEach",
  "filter",
  "find",
  "findLast",
  "some",
  "every",
  "toSorted",
  "toReversed",
]);
/** Calls that answer an array of the same items (some of them, or in another order). */
const keepsItems = new Set(["filter", "slice", "toSorted", "toReversed", "sort", "reverse"]);
const maxDepth = 16;
const maxSteps = 20_000;

export class Tracer {
  private readonly project: ProjectFiles;
  private readonly parents = new Map<string, WeakMap<Node, Node>>();
  private steps = 0;

  constructor(project: ProjectFiles) {
    this.project = project;
  }

  private ast(file: string): File | null {
    const ast = this.project.ast(file);
    if (ast && !this.parents.has(file)) {
      const parents = new WeakMap<Node, Node>();
      walk(ast, (node, slot) => {
        if (!slot) return;
        parents.set(node, slot.parent);
        if (slot.parent.type === "JSXAttribute" && slot.key === "value" && node.type === "StringLiteral")
          jsxAttributeValues.add(node);
      });
      this.parents.set(file, parents);
    }
    return ast;
  }

  private parentOf(file: string, node: Node): Node | null {
    this.ast(file);
    return this.parents.get(file)?.get(node) ?? null;
  }

  /** The values an expression can have, as nodes (literals, objects, arrays, or code that computes them). */
  values(file: string, node: Node, depth: number): Value[] {
    this.steps += 1;
    const opaque: Value[] = [{ kind: "node", file, node }];
    if (depth > maxDepth || this.steps > maxSteps) return opaque;
    switch (node.type) {
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSNonNullExpression":
      case "TSTypeAssertion":
      case "ParenthesizedExpression":
        return this.values(file, node.expression, depth + 1);
      case "Identifier":
        return this.identifier(file, node, depth + 1) ?? opaque;
      case "MemberExpression":
      case "OptionalMemberExpression": {
        const key = memberKey(node);
        if (key === null) return opaque;
        return this.values(file, node.object, depth + 1).flatMap((value) => this.member(value, key, depth + 1));
      }
      case "ConditionalExpression":
        return [...this.values(file, node.consequent, depth + 1), ...this.values(file, node.alternate, depth + 1)];
      case "LogicalExpression":
        return [...this.values(file, node.left, depth + 1), ...this.values(file, node.right, depth + 1)];
      case "CallExpression":
      case "OptionalCallExpression":
        return this.arrayCall(file, node, depth + 1) ?? opaque;
      default:
        return opaque;
    }
  }

  /** list.map(item => …) is a list of what the callback returns; filter, slice and sorting keep the items. */
  private arrayCall(file: string, node: t.CallExpression | t.OptionalCallExpression, depth: number): Value[] | null {
    const callee = node.callee;
    if (callee.type !== "MemberExpression" && callee.type !== "OptionalMemberExpression") return null;
    const method = memberKey(callee);
    const callback = node.arguments[0];
    if (
      method === "map" &&
      callback &&
      (callback.type === "ArrowFunctionExpression" || callback.type === "FunctionExpression")
    ) {
      return [
        {
          kind: "list",
          items: returnedExpressions(callback).flatMap((returned) => this.values(file, returned, depth + 1)),
        },
      ];
    }
    if (method !== null && keepsItems.has(method)) return this.values(file, callee.object, depth + 1);
    return null;
  }

  private member(value: Value, key: string, depth: number): Value[] {
    if (value.kind === "props") return this.propValues(value.file, value.component, key, depth);
    if (value.kind === "list") return /^\d+$/.test(key) ? value.items : [];
    const { file, node } = value;
    if (node.type === "ObjectExpression") {
      const found: Value[] = [];
      for (const property of node.properties) {
        if (property.type === "ObjectProperty" && !property.computed && propertyName(property.key) === key)
          found.push(...this.values(file, property.value, depth + 1));
      }
      if (found.length > 0) return found;
      // Not written here: it may come with a spread object ({ ...base, title }).
      return node.properties.flatMap((property) =>
        property.type === "SpreadElement"
          ? this.values(file, property.argument, depth + 1).flatMap((base) => this.member(base, key, depth + 1))
          : [],
      );
    }
    if (node.type === "ArrayExpression") {
      if (!/^\d+$/.test(key)) return [];
      const element = node.elements[Number(key)];
      return element && element.type !== "SpreadElement" ? this.values(file, element, depth + 1) : [];
    }
    return [value];
  }

  /** The elements of an array value (a callback's parameter takes each of them). */
  private elements(value: Value, depth: number): Value[] {
    if (value.kind === "list") return value.items;
    if (value.kind !== "node" || value.node.type !== "ArrayExpression") return [value];
    return value.node.elements.flatMap((element) => {
      if (!element) return [];
      if (element.type === "SpreadElement")
        return this.values(value.file, element.argument, depth + 1).flatMap((inner) => this.elements(inner, depth + 1));
      return this.values(value.file, element, depth + 1);
    });
  }

  private path(values: Value[], keys: readonly string[], depth: number): Value[] {
    return keys.reduce<Value[]>((current, key) => current.flatMap((value) => this.member(value, key, depth)), values);
  }

  private identifier(file: string, node: t.Identifier, depth: number): Value[] | null {
    const binding = this.bindingOf(file, node);
    if (!binding) return null;
    switch (binding.kind) {
      case "var":
        return this.path(this.values(file, binding.init, depth), binding.keys, depth);
      case "import": {
        const target = resolveImport(this.project, file, binding.source);
        const exported = target ? this.exported(target, binding.imported) : null;
        if (!target || !exported) return null;
        return this.path(this.values(target, exported, depth), binding.keys, depth);
      }
      case "callback":
        return this.path(
          this.values(file, binding.array, depth).flatMap((array) => this.elements(array, depth)),
          binding.keys,
          depth,
        );
      case "component": {
        const [prop, ...rest] = binding.keys;
        if (prop === undefined) return [{ kind: "props", file, component: binding.component }];
        return this.path(this.propValues(file, binding.component, prop, depth), rest, depth);
      }
    }
  }

  /** What the name means where it is used: the nearest declaration, import or parameter of that name. */
  private bindingOf(file: string, node: t.Identifier): Binding | null {
    const name = node.name;
    for (let ancestor = this.parentOf(file, node); ancestor; ancestor = this.parentOf(file, ancestor)) {
      if (
        ancestor.type === "FunctionDeclaration" ||
        ancestor.type === "FunctionExpression" ||
        ancestor.type === "ArrowFunctionExpression"
      ) {
        const index = ancestor.params.findIndex((param) => patternKeys(param, name) !== null);
        const param = ancestor.params[index];
        if (param) return this.parameterBinding(file, ancestor, index, patternKeys(param, name) ?? []);
      }
      if (ancestor.type === "BlockStatement" || ancestor.type === "Program") {
        const found = declarationIn(file, ancestor.body, name);
        if (found) return found;
      }
    }
    return null;
  }

  private parameterBinding(file: string, fn: t.Function, index: number, keys: string[]): Binding | null {
    const parent = this.parentOf(file, fn);
    if (
      index === 0 &&
      parent?.type === "CallExpression" &&
      parent.arguments[0] === fn &&
      (parent.callee.type === "MemberExpression" || parent.callee.type === "OptionalMemberExpression")
    ) {
      const method = memberKey(parent.callee);
      if (method !== null && iterating.has(method))
        return { kind: "callback", file, array: parent.callee.object, keys };
    }
    const component = index === 0 ? this.componentNameOf(file, fn) : null;
    return component ? { kind: "component", file, component, keys } : null;
  }

  /** A function's name when it is a component: a capitalised function, or one a capitalised const holds. */
  private componentNameOf(file: string, fn: t.Function): string | null {
    if (fn.type === "FunctionDeclaration") return fn.id && /^[A-Z]/.test(fn.id.name) ? fn.id.name : null;
    let holder = this.parentOf(file, fn);
    // forwardRef(...) and memo(...) wrap the function the const holds.
    while (holder?.type === "CallExpression") holder = this.parentOf(file, holder);
    return holder?.type === "VariableDeclarator" && holder.id.type === "Identifier" && /^[A-Z]/.test(holder.id.name)
      ? holder.id.name
      : null;
  }

  /** The value a module exports under a name, read from its parsed file. */
  private exported(file: string, name: string): Node | null {
    const ast = this.ast(file);
    return ast ? exportedNode(file, ast, name) : null;
  }

  /** The literal a component's `children` prop defaults to, when it has one. */
  defaultChildren(file: string, component: string): LiteralSite | null {
    const ast = this.ast(file);
    const binding = ast ? declarationIn(file, ast.program.body, component) : null;
    const target = binding?.kind === "import" ? resolveImport(this.project, file, binding.source) : null;
    const definition = binding?.kind === "import" && target ? this.exported(target, binding.imported) : null;
    const fn = definition && isFunction(definition) ? definition : null;
    const props = fn?.params[0];
    if (!target || !fn || props?.type !== "ObjectPattern") return null;
    for (const property of props.properties) {
      if (
        property.type !== "ObjectProperty" ||
        propertyName(property.key) !== "children" ||
        property.value.type !== "AssignmentPattern"
      )
        continue;
      return literalSiteOf(target, property.value.right);
    }
    return null;
  }

  /** A prop's values at every call site of a component that renders it (<Section title="…" />). */
  private propValues(componentFile: string, component: string, prop: string, depth: number): Value[] {
    if (prop === "children") return [];
    const values: Value[] = [];
    const tag = new RegExp(`<${component}(?![\\w$.])`);
    for (const file of this.project.componentFiles()) {
      if (!tag.test(this.project.text(file) ?? "")) continue;
      const ast = this.ast(file);
      if (!ast || (file !== componentFile && !this.importsFrom(file, ast, component, componentFile))) continue;
      walk(ast, (node) => {
        if (
          node.type !== "JSXElement" ||
          node.openingElement.name.type !== "JSXIdentifier" ||
          node.openingElement.name.name !== component
        )
          return;
        for (const attribute of node.openingElement.attributes) {
          if (
            attribute.type !== "JSXAttribute" ||
            attribute.name.type !== "JSXIdentifier" ||
            attribute.name.name !== prop ||
            !attribute.value
          )
            continue;
          if (attribute.value.type === "StringLiteral") values.push({ kind: "node", file, node: attribute.value });
          else if (
            attribute.value.type === "JSXExpressionContainer" &&
            attribute.value.expression.type !== "JSXEmptyExpression"
          )
            values.push(...this.values(file, attribute.value.expression, depth + 1));
        }
      });
    }
    return values;
  }

  private importsFrom(file: string, ast: File, local: string, target: string): boolean {
    return ast.program.body.some(
      (statement) =>
        statement.type === "ImportDeclaration" &&
        statement.specifiers.some((specifier) => specifier.local.name === local) &&
        resolveImport(this.project, file, statement.source.value) === target,
    );
  }
}
