// The mutation engine: source text + change -> new source text, as pure functions over a file reader.
import type { Operation } from "./operation.ts";
import { addClass } from "./ops/add-class.ts";
import { addJsxElement } from "./ops/add-jsx-element.ts";
import { changeElementTag } from "./ops/change-element-tag.ts";
import { changePropValue } from "./ops/change-prop-value.ts";
import { duplicate } from "./ops/duplicate.ts";
import { editText } from "./ops/edit-text.ts";
import { moveJsxElement } from "./ops/move-jsx-element.ts";
import { removeClass } from "./ops/remove-class.ts";
import { removeJsxElement } from "./ops/remove-jsx-element.ts";
import { styling } from "./ops/styling.ts";
import { updateClasses } from "./ops/update-classes.ts";
import { wrapInDiv } from "./ops/wrap-in-div.ts";
import { assertReactRules } from "./react-rules.ts";
import { mutationSchemas, type MutationOp, type MutationPayload } from "./schemas.ts";
import { Workspace, type SourceReader } from "./workspace.ts";

const operations: { [Op in MutationOp]: Operation<Op> } = {
  styling,
  addJsxElement,
  moveJsxElement,
  removeJsxElement,
  changePropValue,
  wrapInDiv,
  duplicate,
  changeElementTag,
  addClass,
  removeClass,
  editText,
  updateClasses,
};

/**
 * The files a change writes, each with its text before (null: new) and after, the ids it made or changed, and
 * what the owner should be told about it.
 */
export type Mutation = {
  files: Map<string, { before: string | null; after: string }>;
  newIds: string[];
  notices: string[];
};

/** The ops that change which elements sit where, and so can break React's or HTML's rules of nesting. */
const structural: ReadonlySet<MutationOp> = new Set([
  "addJsxElement",
  "moveJsxElement",
  "removeJsxElement",
  "wrapInDiv",
  "duplicate",
  "changeElementTag",
  "changePropValue",
]);

/** Validates the body with the op's schema and applies it; throws an AppError and changes nothing when refused. */
export function applyMutation<Op extends MutationOp>(
  op: Op,
  body: unknown,
  read: SourceReader,
  componentFiles?: () => readonly string[],
): Mutation {
  const payload = mutationSchemas[op].parse(body) as MutationPayload<Op>;
  const workspace = new Workspace(read, componentFiles);
  const newIds = operations[op](workspace, payload);
  const files = workspace.output();
  if (structural.has(op)) assertReactRules(files, workspace.project());
  return { files, newIds, notices: workspace.notices };
}
