// The body of each editor change call: one schema per op, shared by the API
// route, the change records that prepare the calls, and the editor screen. Zod only, no server code.
import { z } from "zod";

import { codebaseIdError, idPattern } from "../ids.ts";
import { styleModifiers } from "../style-modifiers.ts";

/**
 * A resolved reference: the element's codebase id and where the side index last saw it. The engine re-checks
 * both against the current source, so a reference made before someone else edited the file fails cleanly.
 */
export const elementReferenceSchema = z.object({
  codebaseId: z.string().min(1, codebaseIdError).max(200).regex(idPattern, codebaseIdError),
  filePath: z.string().min(1).max(500),
  /** 1-based, as the side index reports it. */
  line: z.int().min(1),
  /** 0-based, as the side index reports it. */
  column: z.int().min(0),
  /** When given, the element must still have this tag. */
  tagName: z.string().max(200).optional(),
});
export type ElementReference = z.infer<typeof elementReferenceSchema>;

const optionalReference = elementReferenceSchema.nullish();

/** Several elements named once each: a repeated codebase id is dropped. */
const referenceList = z
  .array(elementReferenceSchema)
  .min(1, "Choose at least one element.")
  .max(100, "Choose at most 100 elements.")
  .transform((references) =>
    references.filter(
      (reference, index) => references.findIndex((other) => other.codebaseId === reference.codebaseId) === index,
    ),
  );

export const stylingFrameworks = ["Inline", "CSS", "Tailwind"] as const;
export type StylingFramework = (typeof stylingFrameworks)[number];

const modifiers = z.array(z.enum(styleModifiers, "Use only the editor's style modifiers.")).max(6).default([]);

/** CSS custom properties set along with a change, e.g. { "--brand": "#4597F7" }. */
const customProperties = z
  .record(
    z.string().regex(/^--[A-Za-z0-9_-]+$/, "Custom property names start with -- (letters, digits, - and _)."),
    z.string().max(500),
  )
  .default({});

const cssValue = z.string().max(500);
/** CSS property (kebab-case or camelCase) -> value; an empty value removes the property. */
const stylingChanges = z.record(z.string().regex(/^-?-?[A-Za-z][A-Za-z0-9-]*$/, "Not a CSS property name."), cssValue);

export const stylingSchema = z.object({
  reactElement: elementReferenceSchema,
  styling: stylingChanges,
  stylingFramework: z.enum(stylingFrameworks, "Choose Inline, CSS or Tailwind."),
  modifiers,
  customProperties,
});

const propValue = z.union([z.string().max(10_000), z.number(), z.boolean()]);
const propName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_:-]*$/, "Not a valid prop name.");

export const newElementSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("native"),
    nativeTag: z.string().min(1).max(100),
    componentName: z.string().max(100).nullish(),
  }),
  z.object({
    type: z.literal("component"),
    componentName: z.string().min(1).max(100),
    /** Where to import the component from when the file does not import it yet, e.g. "@/components/ui/button". */
    importFrom: z.string().max(300).nullish(),
  }),
]);

export const addJsxElementSchema = z.object({
  destinationElement: elementReferenceSchema,
  beforeElement: optionalReference,
  afterElement: optionalReference,
  newElement: newElementSchema.nullish(),
  propsToSet: z.record(propName, propValue).default({}),
  canvasId: z.string().max(100).nullish(),
  deletedStoryboardId: z.string().max(100).nullish(),
  /** JSX to insert as written (e.g. a snippet file's contents); takes the place of newElement. */
  fileContentsToSourceFrom: z.string().max(100_000).nullish(),
  fileContentsSourceFilename: z.string().max(300).nullish(),
  /** Files to create with the element (path relative to the editor root -> contents); all or none are written. */
  extraFiles: z.record(z.string().min(1).max(500), z.string().max(500_000)).default({}),
  hasInstantUpdate: z.boolean().default(false),
});

export const moveJsxElementSchema = z.object({
  elementToMove: elementReferenceSchema,
  newContainerElement: elementReferenceSchema,
  afterElement: optionalReference,
  beforeElement: optionalReference,
  /** The parent the editor believes the element has; the move is refused when the source says otherwise. */
  expectedCurrentParent: optionalReference,
});

export const removeJsxElementSchema = z.object({ elementsToRemove: referenceList });

export const changePropValueSchema = z.object({
  elementToModify: elementReferenceSchema,
  propName,
  /** null removes the prop. */
  propValue: propValue.nullable(),
  /** The prop's value on the page now, when it is computed from page data: it picks the literal to change. */
  oldValue: z.string().max(10_000).optional(),
});

export const wrapInDivSchema = z.object({ reactElements: referenceList });
export const duplicateSchema = z.object({ reactElements: referenceList });

export const changeElementTagSchema = z.object({
  elementToModify: elementReferenceSchema,
  newTag: z.string().min(1).max(100),
});

const className = z
  .string()
  .trim()
  .min(1, "Enter a class name.")
  .max(300)
  .regex(/^\S+$/, "Enter one class name (no spaces).");

export const addClassSchema = z.object({
  reactElement: elementReferenceSchema,
  className,
  stylingFramework: z.literal("Tailwind").nullish(),
  modifiers,
  customProperties,
});

export const removeClassSchema = z.object({ reactElement: elementReferenceSchema, className });

export const editTextSchema = z.object({
  element: elementReferenceSchema,
  newText: z.string().max(20_000),
  oldText: z.string().max(20_000),
});

export const updateClassesSchema = z.object({
  reactElement: elementReferenceSchema,
  newClasses: z.string().max(5_000),
  oldClasses: z.string().max(5_000),
});

export const mutationSchemas = {
  styling: stylingSchema,
  addJsxElement: addJsxElementSchema,
  moveJsxElement: moveJsxElementSchema,
  removeJsxElement: removeJsxElementSchema,
  changePropValue: changePropValueSchema,
  wrapInDiv: wrapInDivSchema,
  duplicate: duplicateSchema,
  changeElementTag: changeElementTagSchema,
  addClass: addClassSchema,
  removeClass: removeClassSchema,
  editText: editTextSchema,
  updateClasses: updateClassesSchema,
} as const;

export type MutationOp = keyof typeof mutationSchemas;
export const mutationOps = Object.keys(mutationSchemas) as MutationOp[];
export type MutationInput<Op extends MutationOp> = z.input<(typeof mutationSchemas)[Op]>;
export type MutationPayload<Op extends MutationOp> = z.output<(typeof mutationSchemas)[Op]>;

export function isMutationOp(value: string): value is MutationOp {
  return Object.hasOwn(mutationSchemas, value);
}

/**
 * What a change call answers: the files it wrote, the ids of the elements it made or changed, and what the owner
 * should be told about it (an attribute a new tag could not carry, say).
 */
export const mutationResultSchema = z.object({
  changedFiles: z.array(z.string()),
  newIds: z.array(z.string()),
  notices: z.array(z.string()),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;
