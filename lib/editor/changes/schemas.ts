// The editor change record: { id, type, changeName, changeFields }, one field set per type. Zod only and
// free of Node APIs: the editor screen keeps, stores and replays these records in the browser.
import { z } from "zod";

import { codebaseIdError, isValidCodebaseId, storyboardIdError } from "../ids";
import { stylingFrameworks } from "../mutate/schemas";
import { styleModifiers } from "../style-modifiers";

export const changeTypes = [
  "STYLING",
  "ADD_JSX",
  "MOVE_JSX",
  "REMOVE_JSX",
  "CHANGE_PROP",
  "ADD_CLASS",
  "REMOVE_CLASS",
  "UPDATE_CLASSES",
  "EDIT_TEXT",
  "WRAP_DIV",
  "CHANGE_TAG",
  "DUPLICATE",
  "UNDO",
  "REDO",
  "UNKNOWN",
] as const;
export type ChangeType = (typeof changeTypes)[number];

export function isChangeType(value: unknown): value is ChangeType {
  return typeof value === "string" && (changeTypes as readonly string[]).includes(value);
}

export const unknownChangeTypeError = "Unknown change type";

const codebaseId = z.string().refine(isValidCodebaseId, codebaseIdError);
// Storyboard ids follow the same rule as codebase ids: letters, digits, hyphen and underscore.
const storyboardId = z.string().refine(isValidCodebaseId, storyboardIdError);

/** An absent optional field is stored as null, so every record carries all of its type's fields. */
function optional<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? null);
}

/** Each element once, in the order first named; repeats are dropped. */
const codebaseIdList = z.array(codebaseId).transform((ids) => [...new Set(ids)]);

const modifiers = z.array(z.enum(styleModifiers)).default([]);
const customProperties = z.record(z.string(), z.string()).default({});
const propValue = z.union([z.string(), z.number(), z.boolean()]);

const stylingFields = z.object({
  codebaseId,
  /** CSS property -> value; an empty value removes the property. */
  stylingChanges: z.record(z.string(), z.string()),
  stylingFramework: z.enum(stylingFrameworks),
  modifiers,
  customProperties,
});

const addJsxFields = z.object({
  codebaseIdToAddTo: codebaseId,
  beforeCodebaseId: optional(codebaseId),
  afterCodebaseId: optional(codebaseId),
  /** Set when adding a copy of an existing element; its JSX then comes in fileContentsToSourceFrom. */
  addCodebaseId: optional(codebaseId),
  addNativeTag: optional(z.string().min(1)),
  fileContentsToSourceFrom: optional(z.string()),
  fileContentsSourceFilename: optional(z.string()),
  propsToSet: z.record(z.string(), propValue).default({}),
  deletedStoryboardId: optional(storyboardId),
  /** The preview frame already shows this HTML, so the call reports no success toast. */
  htmlForInstantUpdate: optional(z.string()),
  /** Files to create with the element: path -> contents. */
  extraPathToContents: z.record(z.string(), z.string()).default({}),
});

const moveJsxFields = z.object({
  codebaseIdToMove: codebaseId,
  codebaseIdToMoveTo: codebaseId,
  afterCodebaseId: optional(codebaseId),
  beforeCodebaseId: optional(codebaseId),
  expectedCurrentParentCodebaseId: optional(codebaseId),
});

const changePropFields = z.object({
  codebaseIdToChange: codebaseId,
  propName: z.string(),
  /** null removes the prop. */
  propValue: propValue.nullable(),
  /** The value the page has now, when the prop is computed from page data: it picks the literal to change. */
  oldValue: z.string().optional(),
});

const addClassFields = z.object({
  codebaseIdToAddClass: codebaseId,
  className: z.string(),
  addingTailwindClass: z.boolean().default(false),
  modifiers,
  customProperties,
});

/** The field schemas of the types whose fields do not hold another change. */
const plainFieldSchemas = {
  STYLING: stylingFields,
  ADD_JSX: addJsxFields,
  MOVE_JSX: moveJsxFields,
  REMOVE_JSX: z.object({ codebaseIdsToRemove: codebaseIdList }),
  CHANGE_PROP: changePropFields,
  ADD_CLASS: addClassFields,
  REMOVE_CLASS: z.object({ codebaseIdToRemoveClass: codebaseId, className: z.string() }),
  UPDATE_CLASSES: z.object({ codebaseIdToUpdateClass: codebaseId, newClasses: z.string(), oldClasses: z.string() }),
  EDIT_TEXT: z.object({ codebaseIdToEditText: codebaseId, newText: z.string(), oldText: z.string() }),
  WRAP_DIV: z.object({ codebaseIdsToWrap: codebaseIdList }),
  CHANGE_TAG: z.object({ codebaseIdToChange: codebaseId, newTagName: z.string().min(1) }),
  DUPLICATE: z.object({ codebaseIdsToDuplicate: codebaseIdList }),
  /** A type this editor does not know; its fields are kept as they came. */
  UNKNOWN: z.record(z.string(), z.unknown()),
} as const;
type PlainType = keyof typeof plainFieldSchemas;

export interface UndoFields {
  changeToUndo: ChangeRecord;
}
export interface RedoFields {
  changeToRedo: ChangeRecord;
}
export interface UndoFieldsInput {
  changeToUndo: ChangeRecordInput;
}
export interface RedoFieldsInput {
  changeToRedo: ChangeRecordInput;
}

export type ChangeFields = { [T in PlainType]: z.output<(typeof plainFieldSchemas)[T]> } & {
  UNDO: UndoFields;
  REDO: RedoFields;
};
export type ChangeFieldsInput = { [T in PlainType]: z.input<(typeof plainFieldSchemas)[T]> } & {
  UNDO: UndoFieldsInput;
  REDO: RedoFieldsInput;
};

export type ChangeRecordOf<T extends ChangeType> = {
  id: string;
  type: T;
  changeName: string;
  changeFields: ChangeFields[T];
};
export type ChangeRecord = { [T in ChangeType]: ChangeRecordOf<T> }[ChangeType];
export type ChangeRecordInput = {
  [T in ChangeType]: { id: string; type: T; changeName: string; changeFields: ChangeFieldsInput[T] };
}[ChangeType];

const nestedChange = z.lazy((): z.ZodType<ChangeRecord, ChangeRecordInput> => changeRecordSchema);

function recordOf<T extends ChangeType, F extends z.ZodType>(type: T, changeFields: F) {
  return z.object({ id: z.uuid(), type: z.literal(type), changeName: z.string().max(500), changeFields });
}

export const changeRecordSchema: z.ZodType<ChangeRecord, ChangeRecordInput> = z.discriminatedUnion(
  "type",
  [
    recordOf("STYLING", plainFieldSchemas.STYLING),
    recordOf("ADD_JSX", plainFieldSchemas.ADD_JSX),
    recordOf("MOVE_JSX", plainFieldSchemas.MOVE_JSX),
    recordOf("REMOVE_JSX", plainFieldSchemas.REMOVE_JSX),
    recordOf("CHANGE_PROP", plainFieldSchemas.CHANGE_PROP),
    recordOf("ADD_CLASS", plainFieldSchemas.ADD_CLASS),
    recordOf("REMOVE_CLASS", plainFieldSchemas.REMOVE_CLASS),
    recordOf("UPDATE_CLASSES", plainFieldSchemas.UPDATE_CLASSES),
    recordOf("EDIT_TEXT", plainFieldSchemas.EDIT_TEXT),
    recordOf("WRAP_DIV", plainFieldSchemas.WRAP_DIV),
    recordOf("CHANGE_TAG", plainFieldSchemas.CHANGE_TAG),
    recordOf("DUPLICATE", plainFieldSchemas.DUPLICATE),
    recordOf("UNDO", z.object({ changeToUndo: nestedChange })),
    recordOf("REDO", z.object({ changeToRedo: nestedChange })),
    recordOf("UNKNOWN", plainFieldSchemas.UNKNOWN),
  ],
  { error: (issue) => (issue.code === "invalid_union" ? unknownChangeTypeError : undefined) },
);

/** A reviewed set of change records (AI mode), applied as one change. */
export const changeSetRequestSchema = z.object({
  changes: z.array(changeRecordSchema).min(1, "Send at least one change.").max(20, "Send at most 20 changes at once."),
});
