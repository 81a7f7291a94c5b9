import { AppError } from "../../../app-error.ts";
import { classNameEdit, editClassText, readClassName, splitClasses } from "../../source/class-names.ts";
import { isComponentTag, jsxTagName } from "../../source/jsx-tags.ts";
import { refuse } from "../../source/refuse.ts";
import type { Operation } from "../operation.ts";

/**
 * Removes one class (variants included, e.g. hover:underline) from the element's literal class list, with the space
 * before it; the attribute goes when no class is left. The rest of the tag stays as written.
 */
export const removeClass: Operation<"removeClass"> = (workspace, { reactElement, className }) => {
  const element = workspace.resolve(reactElement);
  const current = readClassName(element.node);
  if (!splitClasses(current).includes(className)) {
    // A component's element carries the component's own classes too; those are not written here to be removed.
    const tag = jsxTagName(element.node);
    if (isComponentTag(tag))
      refuse(
        `${className} is not written on this <${tag}>: it comes from ${tag}'s own styles. Add a class here that overrides it, or change it in ${tag}'s file.`,
      );
    throw new AppError("conflict", `The element no longer has the class ${className}. Reload the page and try again.`);
  }
  const next = editClassText(current, (name) => (name === className ? null : name));
  const edit = classNameEdit(workspace.parsedText(reactElement.filePath) ?? "", element.node, next);
  if (edit) workspace.splice(reactElement.filePath, edit.start, edit.end, edit.text);
  return [element.codebaseId];
};
