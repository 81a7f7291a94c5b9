import * as t from "@babel/types";

import { codebaseIdAttribute } from "../../ids.ts";
import { setAttribute, stringAttributeValue } from "../../source/jsx-attributes.ts";
import { isComponentTag, isValidTagName, jsxName } from "../../source/jsx-tags.ts";
import { printSource } from "../../source/parse.ts";
import { refuse } from "../../source/refuse.ts";
import type { Operation } from "../operation.ts";
import type { MutationPayload } from "../schemas.ts";
import { insertChild } from "../structure/children.ts";
import { checkExtraFiles, writeExtraFiles } from "../structure/extra-files.ts";
import { addToExistingImport, isBound, withImportLine } from "../structure/imports.ts";
import { targetIn } from "../structure/placement.ts";
import { parseElement } from "../structure/snippets.ts";

type Payload = MutationPayload<"addJsxElement">;
/** The binding a component needs, and the module to import it from when the file lacks it. */
type Needs = { name: string; source: string | null };

/**
 * Inserts a new element into the destination: before or after one of its children, else as its last child.
 * The element is the given code, or a native tag or component with propsToSet; a component the file does not
 * know yet is imported from importFrom. Extra files are created with it.
 */
export const addJsxElement: Operation<"addJsxElement"> = (workspace, payload) => {
  const { destinationElement, beforeElement, afterElement, extraFiles } = payload;
  const path = destinationElement.filePath;
  const destination = workspace.resolve(destinationElement);
  const target = targetIn(workspace, destination, path, beforeElement, afterElement);
  const ast = workspace.ast(path);
  const { node, needs } = elementToAdd(payload, path);
  const missing = needs && !isBound(ast, needs.name) ? needs : null;
  if (missing?.source === null)
    refuse(`${missing.name} is not defined or imported in ${path}. Choose the module to import it from.`);
  checkExtraFiles(workspace, extraFiles);

  insertChild(target.container, node, target.place);
  if (missing?.source && !addToExistingImport(ast, missing.name, missing.source)) {
    workspace.writeText(
      path,
      withImportLine(printSource(ast, workspace.text(path) ?? ""), path, missing.name, missing.source),
    );
  } else {
    workspace.touch(path);
  }
  writeExtraFiles(workspace, extraFiles);
  return [workspace.idOf(path, node)];
};

/** The element to insert, and the import its component needs unless the file already has that name. */
function elementToAdd(payload: Payload, path: string): { node: t.JSXElement; needs: Needs | null } {
  const { newElement, fileContentsToSourceFrom, propsToSet } = payload;
  let node: t.JSXElement;
  let needs: Needs | null = null;
  if (fileContentsToSourceFrom != null) {
    node = parseElement(fileContentsToSourceFrom, path) ?? refuse("The code to add must be one JSX element.");
  } else if (newElement?.type === "native") {
    const tag = newElement.nativeTag;
    if (!isValidTagName(tag) || isComponentTag(tag))
      refuse(`"${tag}" is not an HTML tag name. Use a lower-case tag such as div or section.`);
    node = selfClosing(tag);
  } else if (newElement?.type === "component") {
    const name = newElement.componentName;
    if (!isValidTagName(name) || !isComponentTag(name))
      refuse(`"${name}" is not a component name. Use a name such as PricingCard.`);
    node = selfClosing(name);
    const source = newElement.importFrom ?? null;
    if (source !== null && !/^[^\s'"`\\]+$/.test(source)) refuse(`"${source}" is not a module to import from.`);
    // `motion.div` needs `motion`.
    needs = { name: name.split(".")[0] ?? name, source };
  } else {
    refuse("Choose the element to add: a tag, a component or its code.");
  }
  for (const [name, value] of Object.entries(propsToSet)) {
    if (name === codebaseIdAttribute) refuse(`${codebaseIdAttribute} is the editor's own attribute.`);
    setAttribute(node, name, attributeValue(value));
  }
  return { node, needs };
}

function selfClosing(tag: string): t.JSXElement {
  return t.jsxElement(t.jsxOpeningElement(jsxName(tag), [], true), null, [], true);
}

function attributeValue(value: string | number | boolean): t.JSXAttribute["value"] {
  if (typeof value === "string") return stringAttributeValue(value);
  if (typeof value === "boolean") return t.jsxExpressionContainer(t.booleanLiteral(value));
  if (!Number.isFinite(value)) refuse("A prop value must be a finite number.");
  return t.jsxExpressionContainer(
    value < 0 ? t.unaryExpression("-", t.numericLiteral(-value)) : t.numericLiteral(value),
  );
}
