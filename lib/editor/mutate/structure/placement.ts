// Where an added or moved element goes: a destination element and, optionally, a sibling to stand next to.
import type { SourceElement } from "../../source/elements.ts";
import { voidTags } from "../../source/jsx-tags.ts";
import { refuse } from "../../source/refuse.ts";
import type { ElementReference } from "../schemas.ts";
import type { Workspace } from "../workspace.ts";
import type { JsxContainer, Place } from "./children.ts";

export type Target = { container: JsxContainer; place: Place; sibling: SourceElement | null };

/**
 * Resolves the sibling references and checks them: before wins over after, and the sibling must be placed
 * directly inside the destination (a fragment in between is fine; `{cond && <X />}` is not).
 */
export function targetIn(
  workspace: Workspace,
  destination: SourceElement,
  destinationPath: string,
  before: ElementReference | null | undefined,
  after: ElementReference | null | undefined,
): Target {
  for (const reference of [before, after]) {
    if (reference && reference.filePath !== destinationPath)
      refuse("The element to insert next to is in another file than the destination.");
  }
  const beforeElement = before ? workspace.resolve(before) : null;
  const afterElement = after ? workspace.resolve(after) : null;
  if (voidTags.has(destination.tagName))
    refuse(`A <${destination.tagName}> can't have children. Choose another destination.`);
  const sibling = beforeElement ?? afterElement;
  if (!sibling) return { container: destination.node, place: "end", sibling: null };
  if (sibling.parent?.node !== destination.node || !sibling.jsxContainer) {
    refuse(
      `The element to insert ${beforeElement ? "before" : "after"} must sit directly inside the destination element.`,
    );
  }
  return {
    container: sibling.jsxContainer,
    place: beforeElement ? { before: sibling.node } : { after: sibling.node },
    sibling,
  };
}

/** Whether `element` is `ancestor` or sits anywhere inside it (its props included). */
export function isWithin(element: SourceElement, ancestor: SourceElement): boolean {
  for (let current: SourceElement | null = element; current; current = current.parent) {
    if (current.node === ancestor.node) return true;
  }
  return false;
}
