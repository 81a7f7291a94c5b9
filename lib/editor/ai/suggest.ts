import "server-only";

import type { JSXElement } from "@babel/types";

import type { Provider } from "../../ai/types";
import { AppError } from "../../errors";
import { generateUnbilled } from "../../generator/structured";
import type { ChangeRecord } from "../changes/schemas";
import type { Workspace } from "../mutate/workspace";
import { openElement } from "../server/text-origin";
import { readClassName, splitClasses } from "../source/class-names";
import { isEditableFile } from "../source/editable-files";
import { staticTextOf } from "../source/jsx-text";
import { normaliseText, textOrigin } from "../source/text-origin";
import { buildChangePlanRequest } from "./prompt";
import type { PlannedElement, SuggestChangesRequest } from "./schemas";
import { planToChanges } from "./to-changes";

export const nothingToChangeMessage = "No change to suggest for that instruction.";

/**
 * The selected element as its source has it now: tag, literal classes, and its text where the editor can change
 * it: static text, or the one literal its {expression} comes from (`shown` picks it among several).
 */
export function plannedElementOf(root: string, codebaseId: string, shown: string | null = null): PlannedElement {
  const { entry, workspace, element } = openElement(root, codebaseId);
  let classes: string[] | null;
  try {
    classes = splitClasses(readClassName(element.node));
  } catch {
    classes = null; // computed in code: only the text can change
  }
  return {
    codebaseId,
    tagName: element.tagName,
    text: editableTextOf(workspace, entry.file, element.node, shown),
    classes,
  };
}

function editableTextOf(workspace: Workspace, file: string, node: JSXElement, shown: string | null): string | null {
  const text = staticTextOf(node);
  if (text !== null) return normaliseText(text);
  const origin = textOrigin(workspace.project(), file, node, shown);
  return origin?.kind === "literal" && isEditableFile(origin.site.file) ? normaliseText(origin.site.value) : null;
}

/**
 * AI mode: an instruction about one element becomes change records for the owner to review, through the
 * generator's providers (the offline writer without keys). Not billed: the editor is the site owner's tool.
 */
export async function suggestChanges(
  root: string,
  input: SuggestChangesRequest,
  signal: AbortSignal,
  chain?: readonly Provider[],
): Promise<{ changes: ChangeRecord[]; writer: { id: string; label: string } }> {
  const element = plannedElementOf(root, input.codebaseId, input.text ?? null);
  const { object: plan, writer } = await generateUnbilled({
    request: buildChangePlanRequest(input.instruction, element),
    signal,
    chain,
  });
  const changes = planToChanges(plan, element);
  if (changes.length === 0) throw new AppError("invalid_input", nothingToChangeMessage);
  return { changes, writer };
}
