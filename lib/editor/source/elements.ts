// Finds every JSX element of a file with its codebase id, its JSX parent and where it sits. The loader stamps
// these ids, the side index records them, and the engine resolves references with them: one definition for all.
import type { File, JSXElement, JSXFragment, Node } from "@babel/types";

import { readClassName, splitClasses } from "./class-names.ts";
import { codebaseIdOf, type PathStep } from "./codebase-ids.ts";
import { jsxTagName } from "./jsx-tags.ts";
import { staticTextOf } from "./jsx-text.ts";
import { propsOf, type SourceProp } from "./props.ts";
import { walk, type Slot } from "./walk.ts";

export type SourceElement = {
  codebaseId: string;
  node: JSXElement;
  /** Where the element sits: in a JSX parent's children, a return statement, a prop, a call argument... */
  slot: Slot;
  /** The nearest enclosing JSX element (fragments are skipped); null for a root. */
  parent: SourceElement | null;
  /** The element or fragment whose children list holds this element directly; null when it is not a JSX child. */
  jsxContainer: JSXElement | JSXFragment | null;
  tagName: string;
  componentName: string | null;
  /** The element's children are plain text (no elements, no expressions), so its text can be edited. */
  staticText: boolean;
};

/** What the side index keeps of an element (serialisable). Lines are 1-based and columns 0-based, as in Babel. */
export type IndexEntry = {
  codebaseId: string;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  tagName: string;
  componentName: string | null;
  staticText: boolean;
  parentId: string | null;
  /** Its named props as written (className, style and key are shown elsewhere). */
  props: Record<string, SourceProp>;
  /** Its classes as written (className="…"); null when they are computed in code. */
  classes?: string[] | null;
};

type Container = { path: PathStep[]; children: number; props: number; element: SourceElement | null };

export function collectElements(ast: File, relativePath: string): SourceElement[] {
  const elements: SourceElement[] = [];
  const containers = new Map<Node, Container>();
  let roots = 0;
  walk(ast, (node, slot, ancestors) => {
    if (node.type !== "JSXElement" && node.type !== "JSXFragment") return;
    let owner: Container | null = null;
    let inProps = false;
    for (let i = ancestors.length - 1; i >= 0; i -= 1) {
      const ancestor = ancestors[i] as Node;
      const found = containers.get(ancestor);
      if (!found) continue;
      owner = found;
      inProps = ancestor.type === "JSXElement" && ancestors[i + 1] === ancestor.openingElement;
      break;
    }
    let step: PathStep;
    if (!owner) step = `${roots++}`;
    else if (inProps) step = `p${owner.props++}`;
    else step = `${owner.children++}`;
    const path = [...(owner?.path ?? []), step];
    let element: SourceElement | null = null;
    if (node.type === "JSXElement" && slot) {
      const container =
        slot.key === "children" && (slot.parent.type === "JSXElement" || slot.parent.type === "JSXFragment")
          ? slot.parent
          : null;
      element = {
        codebaseId: codebaseIdOf(relativePath, path),
        node,
        slot,
        parent: owner?.element ?? null,
        jsxContainer: container,
        tagName: jsxTagName(node),
        componentName: componentNameOf(ancestors),
        staticText: staticTextOf(node) !== null,
      };
      elements.push(element);
    }
    // A fragment hands its children the element around it as their parent.
    containers.set(node, { path, children: 0, props: 0, element: element ?? owner?.element ?? null });
  });
  return elements;
}

/** The nearest named function, arrow function in a const, or class around the element. */
function componentNameOf(ancestors: readonly Node[]): string | null {
  for (let i = ancestors.length - 1; i >= 0; i -= 1) {
    const node = ancestors[i] as Node;
    if ((node.type === "FunctionDeclaration" || node.type === "ClassDeclaration") && node.id) return node.id.name;
    if (node.type === "VariableDeclarator" && node.id.type === "Identifier") {
      const init = node.init;
      if (
        init &&
        (init.type === "ArrowFunctionExpression" ||
          init.type === "FunctionExpression" ||
          init.type === "CallExpression")
      )
        return node.id.name;
    }
  }
  return null;
}

/** `text` is the text the tree's offsets point into (parsedTextOf(ast) ?? the source). */
export function indexEntryOf(element: SourceElement, relativePath: string, text: string): IndexEntry {
  const loc = element.node.loc;
  return {
    codebaseId: element.codebaseId,
    file: relativePath,
    line: loc?.start.line ?? 0,
    column: loc?.start.column ?? 0,
    endLine: loc?.end.line ?? 0,
    endColumn: loc?.end.column ?? 0,
    tagName: element.tagName,
    componentName: element.componentName,
    staticText: element.staticText,
    parentId: element.parent?.codebaseId ?? null,
    props: propsOf(element.node, text),
    classes: literalClassesOf(element.node),
  };
}

function literalClassesOf(node: JSXElement): string[] | null {
  try {
    return splitClasses(readClassName(node));
  } catch {
    return null;
  }
}
