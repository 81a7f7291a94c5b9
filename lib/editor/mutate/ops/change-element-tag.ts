import { attributeEdit } from "../../source/jsx-attributes.ts";
import { isComponentTag, isValidTagName, voidTags } from "../../source/jsx-tags.ts";
import { refuse } from "../../source/refuse.ts";
import { tagCarries } from "../../source/tag-attributes.ts";
import { offset, type TextEdit } from "../../source/text-edit.ts";
import type { Operation } from "../operation.ts";
import { isBound } from "../structure/imports.ts";

/**
 * Renames the element's tag in its opening and closing tags; props and children stay, except attributes an HTML
 * tag cannot carry (href on a <div>), which are removed and named in a notice. A void tag (hr, img...) closes
 * itself, so it is only given to an element without children. Only the tag names and those attributes change.
 */
export const changeElementTag: Operation<"changeElementTag"> = (workspace, { elementToModify, newTag }) => {
  const element = workspace.resolve(elementToModify);
  if (!isValidTagName(newTag))
    refuse(`"${newTag}" is not a tag name. Use an HTML tag such as section or a component such as Card.`);
  const binding = newTag.split(".")[0] ?? newTag;
  if (isComponentTag(newTag) && !isBound(workspace.ast(elementToModify.filePath), binding)) {
    refuse(
      `${binding} is not imported or defined in this file. Import it first, or add the component with its import (addJsxElement).`,
    );
  }
  const { openingElement, closingElement } = element.node;
  const hasChildren = element.node.children.some((child) => child.type !== "JSXText" || child.value.trim() !== "");
  if (voidTags.has(newTag) && hasChildren)
    refuse(
      `${/^[aeiou]/.test(newTag) ? "An" : "A"} <${newTag}> can't have children, and this element has some. Remove them first.`,
    );
  const source = workspace.parsedText(elementToModify.filePath) ?? "";
  const edits: TextEdit[] = [
    { start: offset(openingElement.name.start), end: offset(openingElement.name.end), text: newTag },
  ];
  if (closingElement && voidTags.has(newTag)) {
    // <div className="x"></div> -> <hr className="x" />; a `>` on a line of its own becomes `/>` there.
    const lastAttribute = openingElement.attributes.at(-1);
    const tagEnd = offset((lastAttribute ?? openingElement.typeParameters ?? openingElement.name).end);
    const closer = offset(openingElement.end) - 1;
    if (source.slice(tagEnd, closer).includes("\n"))
      edits.push({ start: closer, end: offset(element.node.end), text: "/>" });
    else edits.push({ start: tagEnd, end: offset(element.node.end), text: " />" });
  } else if (closingElement) {
    edits.push({ start: offset(closingElement.name.start), end: offset(closingElement.name.end), text: newTag });
  }
  const dropped = isComponentTag(newTag)
    ? []
    : openingElement.attributes.flatMap((attribute) =>
        attribute.type === "JSXAttribute" &&
        attribute.name.type === "JSXIdentifier" &&
        !tagCarries(newTag, attribute.name.name)
          ? [attribute.name.name]
          : [],
      );
  for (const name of dropped) {
    const edit = attributeEdit(source, element.node, name, null);
    if (edit) edits.push(edit);
  }
  if (dropped.length > 0) workspace.notices.push(droppedNotice(newTag, dropped));
  for (const edit of edits) workspace.splice(elementToModify.filePath, edit.start, edit.end, edit.text);
  return [element.codebaseId];
};

/** "A <div> can't carry href or target, so they were removed." */
function droppedNotice(tag: string, names: readonly string[]): string {
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  const article = /^[aeiou]/.test(tag) ? "An" : "A";
  return `${article} <${tag}> can't carry ${listed}, so ${names.length === 1 ? "it was" : "they were"} removed.`;
}
