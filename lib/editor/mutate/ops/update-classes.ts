import { AppError } from "../../../app-error.ts";
import { classNameEdit, readClassName, splitClasses } from "../../source/class-names.ts";
import type { Operation } from "../operation.ts";

export const staleClassesMessage =
  "The classes were changed in the source since the editor loaded them. Reload the page and try again.";

/**
 * Replaces the element's class list, provided it is still the one the editor showed (oldClasses). Only the
 * className value is rewritten (in its present form: quotes, {"..."} or {`...`}); the rest of the tag stays as written.
 */
export const updateClasses: Operation<"updateClasses"> = (workspace, { reactElement, newClasses, oldClasses }) => {
  const element = workspace.resolve(reactElement);
  const current = readClassName(element.node);
  if (!sameClasses(current, oldClasses)) throw new AppError("conflict", staleClassesMessage);
  // The same list is left as written (its spacing included).
  if (sameClasses(current, newClasses)) return [element.codebaseId];
  const edit = classNameEdit(
    workspace.parsedText(reactElement.filePath) ?? "",
    element.node,
    splitClasses(newClasses).join(" "),
  );
  if (edit) workspace.splice(reactElement.filePath, edit.start, edit.end, edit.text);
  return [element.codebaseId];
};

function sameClasses(a: string, b: string): boolean {
  return splitClasses(a).join(" ") === splitClasses(b).join(" ");
}
