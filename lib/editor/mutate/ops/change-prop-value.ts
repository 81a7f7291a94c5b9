import type { Operation } from "../index.ts";
import { attributeEdit, findAttribute, refuse, stringAttributeCode } from "../../source/jsx.ts";

/** Props the editor changes through their own calls: classes and styles have ops that understand them. */
const ownOps: Record<string, string> = {
  className: "Change classes with the class tools (addClass, removeClass, updateClasses).",
  style: "Change styles with the styling tools.",
  key: "The key prop is React's, not a design property; change it in the source file.",
  "data-codebase-id": "data-codebase-id is the editor's own attribute.",
};

/**
 * Sets a prop to a literal or, with null, removes it. A string keeps the form of the value it replaces (quotes,
 * {"..."}), true is written bare (`disabled`), a new prop goes last. Only that prop's text changes.
 */
export const changePropValue: Operation<"changePropValue"> = (workspace, { elementToModify, propName, propValue }) => {
  const element = workspace.resolve(elementToModify);
  const own = Object.hasOwn(ownOps, propName) ? ownOps[propName] : undefined;
  if (own) refuse(own);
  let code: string | null;
  if (propValue === null) code = null;
  else if (typeof propValue === "string") code = stringAttributeCode(propValue, findAttribute(element.node, propName)?.value);
  else if (propValue === true) code = "";
  else if (typeof propValue === "number" && !Number.isFinite(propValue)) refuse("A prop value must be a finite number.");
  else code = `{${String(propValue)}}`;
  const edit = attributeEdit(workspace.parsedText(elementToModify.filePath) ?? "", element.node, propName, code);
  if (edit) workspace.splice(elementToModify.filePath, edit.start, edit.end, edit.text);
  return [element.codebaseId];
};
