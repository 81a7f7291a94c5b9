import "server-only";
import type { Provider } from "../../ai/types";
import { AppError } from "../../errors";
import { generateUnbilled } from "../../generator/structured";
import type { ChangeRecord } from "../changes/schemas";
import { Workspace } from "../mutate/workspace";
import { readClassName, splitClasses, staticTextOf } from "../source/jsx";
import { readEditable } from "../server/files";
import { resolveCodebaseIds } from "../server/side-index";
import { buildChangePlanRequest } from "./prompt";
import type { PlannedElement, SuggestChangesRequest } from "./schemas";
import { planToChanges } from "./to-changes";

export const elementNotFoundMessage = "Could not find element";
export const nothingToChangeMessage = "No change to suggest for that instruction.";

/** The selected element as its source has it now: tag, static text, literal classes. */
export function plannedElementOf(root: string, codebaseId: string): PlannedElement {
  const entry = resolveCodebaseIds(root, [codebaseId]).get(codebaseId);
  if (!entry) throw new AppError("not_found", elementNotFoundMessage);
  const element = new Workspace((file) => readEditable(root, file)).resolve({ codebaseId, filePath: entry.file, line: entry.line, column: entry.column });
  const text = staticTextOf(element.node);
  let classes: string[] | null;
  try {
    classes = splitClasses(readClassName(element.node));
  } catch {
    classes = null; // computed in code: only the text can change
  }
  return { codebaseId, tagName: element.tagName, text: text === null ? null : text.replace(/\s+/g, " ").trim(), classes };
}

/**
 * AI mode: an instruction about one element becomes change records for the owner to review, through the
 * generator's providers (the offline writer without keys). Not billed: the editor is the site owner's tool.
 */
export async function suggestChanges(root: string, input: SuggestChangesRequest, signal: AbortSignal, chain?: readonly Provider[]): Promise<{ changes: ChangeRecord[]; writer: { id: string; label: string } }> {
  const element = plannedElementOf(root, input.codebaseId);
  const { object: plan, writer } = await generateUnbilled({ request: buildChangePlanRequest(input.instruction, element), signal, chain });
  const changes = planToChanges(plan, element);
  if (changes.length === 0) throw new AppError("invalid_input", nothingToChangeMessage);
  return { changes, writer };
}
