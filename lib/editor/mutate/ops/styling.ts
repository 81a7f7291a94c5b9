import { refuse } from "../../source/refuse.ts";
import type { Operation } from "../operation.ts";
import { moduleClassOf, ruleTargetOf } from "../styling/css-module.ts";
import { declarationsOf } from "../styling/declarations.ts";
import { styleInline } from "../styling/inline.ts";
import { editStylesheet } from "../styling/stylesheet.ts";
import { styleWithTailwind } from "../styling/tailwind.ts";

/**
 * Sets or removes CSS properties of one element (an empty value removes): as Tailwind classes, as entries of its
 * style prop, or as declarations in its CSS Modules rule. Custom properties go with them (into the style prop
 * for Tailwind, which has no other place for them).
 */
export const styling: Operation<"styling"> = (
  workspace,
  { reactElement, styling: record, stylingFramework, modifiers, customProperties },
) => {
  const element = workspace.resolve(reactElement);
  const declarations = declarationsOf(record);
  const custom = declarationsOf(customProperties);
  if (stylingFramework === "CSS") {
    const { stylesheet, className } = moduleClassOf(
      workspace.ast(reactElement.filePath),
      reactElement.filePath,
      element.node,
    );
    const text = workspace.text(stylesheet);
    if (text === null) refuse(`The stylesheet ${stylesheet} does not exist, so the editor can't change its rules.`);
    workspace.writeText(
      stylesheet,
      editStylesheet(text, stylesheet, ruleTargetOf(className, modifiers), [...declarations, ...custom]),
    );
    return [element.codebaseId];
  }
  if (stylingFramework === "Inline") styleInline(element.node, [...declarations, ...custom], modifiers);
  else styleWithTailwind(element.node, declarations, modifiers, custom);
  workspace.touch(reactElement.filePath);
  return [element.codebaseId];
};
