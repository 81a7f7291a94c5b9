import "server-only";

import type { JSXElement } from "@babel/types";

import { AppError } from "../../errors";
import { computedValueOf } from "../mutate/ops/change-prop-value";
import { dynamicTextMessage } from "../mutate/ops/edit-text";
import { notEditableFileMessage, staleTextMessage } from "../mutate/structure/literal-text";
import { Workspace } from "../mutate/workspace";
import { isEditableFile } from "../source/editable-files";
import type { IndexEntry, SourceElement } from "../source/elements";
import { findAttribute, literalAttributeText } from "../source/jsx-attributes";
import { shownJsxText } from "../source/jsx-text";
import { defaultChildrenOf, expressionOrigin, textChildOf, textOrigin, type TextOrigin } from "../source/text-origin";
import type { TextOriginAnswer, TextOriginRequest } from "../text-origin-api";
import { readSource } from "./files";
import { componentLister, resolveCodebaseIds } from "./side-index";

export const elementNotFoundMessage = "Could not find element";

/** An element of the source as it is now, found by its codebase id, with the workspace that read it. */
export function openElement(
  root: string,
  codebaseId: string,
): { entry: IndexEntry; workspace: Workspace; element: SourceElement } {
  const entry = resolveCodebaseIds(root, [codebaseId]).get(codebaseId);
  if (!entry) throw new AppError("not_found", elementNotFoundMessage);
  const workspace = projectWorkspace(root);
  const element = workspace.resolve({ codebaseId, filePath: entry.file, line: entry.line, column: entry.column });
  return { entry, workspace, element };
}
export const notPageDataMessage = "This prop is not read from page data, so it is changed as written in the panel.";

/** The source as the editor reads it for one question: every readable file, and the component files listed once. */
export function projectWorkspace(root: string): Workspace {
  return new Workspace((file) => readSource(root, file), componentLister(root));
}

/**
 * Whether the text an element shows (or one prop's value) can be edited, and where it is written: static JSX text,
 * a literal prop, or the one string literal its code reads, in a file the editor may change. Otherwise, where it
 * is computed.
 */
export function locateText(root: string, { codebaseId, text, prop }: TextOriginRequest): TextOriginAnswer {
  const { entry, workspace, element } = openElement(root, codebaseId);
  const here = { file: entry.file, line: entry.line };
  if (prop !== undefined) return locateProp(workspace, entry.file, element.node, prop, text);
  const child = textChildOf(element.node);
  if (child?.type === "JSXText") return { editable: true, ...here, value: shownJsxText(child) };
  const origin = child ? textOrigin(workspace.project(), entry.file, element.node, text) : null;
  if (origin) return answerOf(origin, "text");
  const byDefault = child ? null : defaultChildrenOf(workspace.project(), entry.file, element.node, text);
  // A component that shows its default text gets text of its own here, at this call site.
  if (byDefault) return { editable: true, ...here, value: byDefault.value };
  return { editable: false, ...here, message: dynamicTextMessage(entry.file, entry.line) };
}

function locateProp(
  workspace: Workspace,
  file: string,
  node: JSXElement,
  prop: string,
  shown: string,
): TextOriginAnswer {
  const attribute = findAttribute(node, prop);
  const line = attribute?.loc?.start.line ?? node.loc?.start.line ?? 0;
  const literal = attribute ? literalAttributeText(attribute) : null;
  if (literal !== null) return { editable: true, file, line, value: literal };
  const computed = computedValueOf(attribute);
  if (!computed) return { editable: false, file, line, message: notPageDataMessage };
  return answerOf(expressionOrigin(workspace.project(), file, computed, shown === "" ? null : shown), "value");
}

function answerOf(origin: TextOrigin, noun: "text" | "value"): TextOriginAnswer {
  if (origin.kind === "code") return { editable: false, file: origin.file, line: origin.line, message: origin.message };
  const at = { file: origin.site.file, line: origin.site.line };
  if (origin.kind === "stale") return { editable: false, ...at, message: staleTextMessage };
  if (!isEditableFile(origin.site.file))
    return { editable: false, ...at, message: notEditableFileMessage(origin.site, noun) };
  return { editable: true, ...at, value: origin.site.value };
}
