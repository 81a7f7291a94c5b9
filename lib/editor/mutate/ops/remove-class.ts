import { AppError } from "../../../app-error.ts";
import { classNameEdit, editClassText, readClassName, splitClasses } from "../../source/class-names.ts";
import type { Operation } from "../operation.ts";

/**
 * Removes one class (variants included, e.g. hover:underline) from the element's literal class list, with the space
 * before it; the attribute goes when no class is left. The rest of the tag stays as written.
 */
export const removeClass: Operation<"removeClass"> = (workspace, { reactElement, className }) => {
  const element = workspace.resolve(reactElement);
  const current = readClassName(element.node);
  if (!splitClasses(current).includes(className)) {
    throw new AppError("conflict", `The element no longer has the class ${className}. Reload the page and try again.`);
  }
  const next = editClassText(current, (name) => (name === className ? null : name));
  const edit = classNameEdit(workspace.parsedText(reactElement.filePath) ?? "", element.node, next);
  if (edit) workspace.splice(reactElement.filePath, edit.start, edit.end, edit.text);
  return [element.codebaseId];
};
