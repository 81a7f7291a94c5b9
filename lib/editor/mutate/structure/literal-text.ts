// Changes the string literal a text comes from (page data under content/, a prop at a call site), written as the
// literal was: its quotes, a template's backticks, a JSX attribute's form.
import { AppError } from "../../../app-error.ts";
import { isEditableFile } from "../../source/editable-files.ts";
import { jsStringCode, quoteOf, stringAttributeCode } from "../../source/jsx-attributes.ts";
import type { LiteralSite } from "../../source/literal-site.ts";
import { refuse } from "../../source/refuse.ts";
import { normaliseText, type TextOrigin } from "../../source/text-origin.ts";
import type { Workspace } from "../workspace.ts";

export const staleTextMessage =
  "The text was changed in the source since you started editing. Reload the page and try again.";

export function notEditableFileMessage(site: { file: string; line: number }, noun: "text" | "value" = "text"): string {
  return `This ${noun} comes from ${site.file} at line ${site.line}, which the editor does not change. Change it in the source file.`;
}

/** The literal's code for a new value, in the literal's own form. */
export function literalCode(site: LiteralSite, value: string): string {
  if (site.node.type === "TemplateLiteral") return jsStringCode(value, "`");
  return site.jsxAttribute ? stringAttributeCode(value, site.node) : jsStringCode(value, quoteOf(site.node));
}

/**
 * Writes `newText` into the literal an origin names, when the editor may change its file. A literal on one line
 * gets the text on one line, as the page shows it; the other parts of the file are not touched.
 */
export function editLiteral(
  workspace: Workspace,
  origin: TextOrigin,
  newText: string,
  noun: "text" | "value" = "text",
): void {
  if (origin.kind === "code") refuse(origin.message);
  if (origin.kind === "stale") throw new AppError("conflict", staleTextMessage);
  const { site } = origin;
  if (!isEditableFile(site.file)) refuse(notEditableFileMessage(site, noun));
  const value = /[\r\n]/.test(site.value) ? newText.trim() : normaliseText(newText);
  if (value === site.value) return;
  workspace.splice(site.file, site.start, site.end, literalCode(site, value));
}
