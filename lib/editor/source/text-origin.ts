// Where an element's text comes from when it is not written as JSX text: the expression in its braces is followed
// through imports, constants, .map() callbacks and component props to the string literals that can produce it,
// and the one whose value the page shows is the origin. Nothing here changes a file.
import type * as t from "@babel/types";
import type { File, Node } from "@babel/types";

import { walk } from "./walk.ts";

/** The project as the tracer sees it: parsed files (null when missing or unreadable) and the component files. */
export type ProjectFiles = {
  ast(file: string): File | null;
  text(file: string): string | null;
  componentFiles(): readonly string[];
};

/** A string literal that produces the text: where it is, and how it is written. */
export type LiteralSite = {
  file: string;
  line: number;
  start: number;
  end: number;
  value: string;
  /** A JSX attribute's value as written (title="…"), which JSX reads without escapes; an edit keeps that form. */
  jsxAttribute: boolean;
  node: t.StringLiteral | t.TemplateLiteral;
};

export type TextOrigin =
  | { kind: "literal"; site: LiteralSite }
  /** The literal found no longer says what the page showed: the source changed since. */
  | { kind: "stale"; site: LiteralSite }
  | { kind: "code"; file: string; line: number; message: string };

type Value =
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
  return new Tracer(project).defaultChildren(file, element.openingElement.name.name, normaliseText(shown));
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

function literalSiteOf(file: string, node: Node): LiteralSite | null {
  const start = node.start;
  const end = node.end;
  if (start == null || end == null) return null;
  const line = node.loc?.start.line ?? 0;
  if (node.type === "StringLiteral")
    return { file, line, start, end, value: node.value, jsxAttribute: jsxAttributeValues.has(node), node };
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) {
    const cooked = node.quasis[0]?.value.cooked;
    return typeof cooked === "string" ? { file, line, start, end, value: cooked, jsxAttribute: false, node } : null;
  }
  return null;
}

/** String literals that are a JSX attribute's value as written (title="…"), which JSX reads without escapes. */
const jsxAttributeValues = new WeakSet<Node>();

type Binding =
  | { kind: "var"; file: string; init: Node; keys: string[] }
  | { kind: "import"; file: string; source: string; imported: string; keys: string[] }
  | { kind: "callback"; file: string; array: Node; keys: string[] }
  | { kind: "component"; file: string; component: string; keys: string[] };

class Tracer {
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

  /** The value a module exports under a name (`export const hero = …`, `export function X`, `export default …`). */
  private exported(file: string, name: string): Node | null {
    const ast = this.ast(file);
    if (!ast) return null;
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

  /** The default text of a component's `children` prop, when it reads `shown`. */
  defaultChildren(file: string, component: string, shown: string): LiteralSite | null {
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
      const site = literalSiteOf(target, property.value.right);
      return site && normaliseText(site.value) === shown ? site : null;
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

function isFunction(node: Node): node is t.FunctionDeclaration | t.FunctionExpression | t.ArrowFunctionExpression {
  return (
    node.type === "FunctionDeclaration" || node.type === "FunctionExpression" || node.type === "ArrowFunctionExpression"
  );
}

/** What a function returns: an arrow's expression, or the return statements of its own body (not nested functions'). */
function returnedExpressions(fn: t.ArrowFunctionExpression | t.FunctionExpression): Node[] {
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

/** A declaration of `name` among a block's statements: a const (maybe destructured) or an import. */
function declarationIn(file: string, statements: readonly t.Statement[], name: string): Binding | null {
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
function patternKeys(pattern: Node, name: string): string[] | null {
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

function propertyName(key: Node): string | null {
  if (key.type === "Identifier") return key.name;
  if (key.type === "StringLiteral") return key.value;
  if (key.type === "NumericLiteral") return String(key.value);
  return null;
}

function memberKey(node: t.MemberExpression | t.OptionalMemberExpression): string | null {
  if (!node.computed) return node.property.type === "Identifier" ? node.property.name : null;
  return propertyName(node.property);
}

/** The project file an import names: "@/…" from the root, "./…" from the importing file; null for a package. */
export function resolveImport(project: ProjectFiles, from: string, source: string): string | null {
  let base: string;
  if (source.startsWith("@/")) base = source.slice(2);
  else if (source.startsWith("./") || source.startsWith("../"))
    base = joinPath(from.split("/").slice(0, -1).join("/"), source);
  else return null;
  for (const suffix of ["", ".ts", ".tsx", ".js", ".jsx", "/index.ts", "/index.tsx"]) {
    const candidate = `${base}${suffix}`;
    if (/\.[jt]sx?$/.test(candidate) && project.text(candidate) !== null) return candidate;
  }
  return null;
}

function joinPath(folder: string, relative: string): string {
  const parts = folder === "" ? [] : folder.split("/");
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}
