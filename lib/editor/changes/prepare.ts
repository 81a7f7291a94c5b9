// Turns a change record into its source call: the op and a body its schema accepts, elements named by
// resolved reference. The body is validated here, so a bad record fails before any call is made.
import { AppError } from "../../app-error";
import {
  mutationSchemas,
  type ElementReference,
  type MutationInput,
  type MutationOp,
  type MutationPayload,
} from "../mutate/schemas";
import type { ChangeRecord } from "./schemas";

export type ActivityOp = "undoChangeToFiles" | "redoChangeToFiles";

export type PreparedChangeRequest =
  | { [Op in MutationOp]: { op: Op; body: MutationPayload<Op> } }[MutationOp]
  | { op: ActivityOp; body: Record<string, never> };

/** Finds where the side index last saw an element; throws when it cannot. */
export type ResolveElement = (codebaseId: string) => ElementReference;

export type PrepareOptions = { canvasId?: string | null };

export const unsupportedOperationError = "Unsupported operation";

export function prepareChangeRequest(
  change: ChangeRecord,
  resolve: ResolveElement,
  options: PrepareOptions = {},
): PreparedChangeRequest {
  const resolveOptional = (codebaseId: string | null) => (codebaseId === null ? null : resolve(codebaseId));
  switch (change.type) {
    case "STYLING": {
      const fields = change.changeFields;
      return request("styling", {
        reactElement: resolve(fields.codebaseId),
        styling: fields.stylingChanges,
        stylingFramework: fields.stylingFramework,
        modifiers: fields.modifiers,
        customProperties: fields.customProperties,
      });
    }
    case "ADD_JSX": {
      const fields = change.changeFields;
      return request("addJsxElement", {
        destinationElement: resolve(fields.codebaseIdToAddTo),
        beforeElement: resolveOptional(fields.beforeCodebaseId),
        afterElement: resolveOptional(fields.afterCodebaseId),
        // A copy of an existing element (addCodebaseId) arrives as its JSX in fileContentsToSourceFrom.
        newElement: fields.addNativeTag
          ? { type: "native", nativeTag: fields.addNativeTag, componentName: fields.addNativeTag }
          : null,
        propsToSet: fields.propsToSet,
        canvasId: options.canvasId ?? null,
        deletedStoryboardId: fields.deletedStoryboardId,
        fileContentsToSourceFrom: fields.fileContentsToSourceFrom,
        fileContentsSourceFilename: fields.fileContentsSourceFilename,
        extraFiles: fields.extraPathToContents,
        hasInstantUpdate: fields.htmlForInstantUpdate !== null,
      });
    }
    case "MOVE_JSX": {
      const fields = change.changeFields;
      return request("moveJsxElement", {
        elementToMove: resolve(fields.codebaseIdToMove),
        newContainerElement: resolve(fields.codebaseIdToMoveTo),
        afterElement: resolveOptional(fields.afterCodebaseId),
        beforeElement: resolveOptional(fields.beforeCodebaseId),
        expectedCurrentParent: resolveOptional(fields.expectedCurrentParentCodebaseId),
      });
    }
    case "REMOVE_JSX":
      return request("removeJsxElement", { elementsToRemove: change.changeFields.codebaseIdsToRemove.map(resolve) });
    case "CHANGE_PROP": {
      const fields = change.changeFields;
      return request("changePropValue", {
        elementToModify: resolve(fields.codebaseIdToChange),
        propName: fields.propName,
        propValue: fields.propValue,
        ...(fields.oldValue === undefined ? {} : { oldValue: fields.oldValue }),
      });
    }
    case "ADD_CLASS": {
      const fields = change.changeFields;
      return request("addClass", {
        reactElement: resolve(fields.codebaseIdToAddClass),
        className: fields.className,
        stylingFramework: fields.addingTailwindClass ? "Tailwind" : null,
        modifiers: fields.modifiers,
        customProperties: fields.customProperties,
      });
    }
    case "REMOVE_CLASS":
      return request("removeClass", {
        reactElement: resolve(change.changeFields.codebaseIdToRemoveClass),
        className: change.changeFields.className,
      });
    case "UPDATE_CLASSES": {
      const fields = change.changeFields;
      return request("updateClasses", {
        reactElement: resolve(fields.codebaseIdToUpdateClass),
        newClasses: fields.newClasses,
        oldClasses: fields.oldClasses,
      });
    }
    case "EDIT_TEXT": {
      const fields = change.changeFields;
      return request("editText", {
        element: resolve(fields.codebaseIdToEditText),
        newText: fields.newText,
        oldText: fields.oldText,
      });
    }
    case "WRAP_DIV":
      return request("wrapInDiv", { reactElements: change.changeFields.codebaseIdsToWrap.map(resolve) });
    case "CHANGE_TAG":
      return request("changeElementTag", {
        elementToModify: resolve(change.changeFields.codebaseIdToChange),
        newTag: change.changeFields.newTagName,
      });
    case "DUPLICATE":
      return request("duplicate", { reactElements: change.changeFields.codebaseIdsToDuplicate.map(resolve) });
    case "UNDO":
      return { op: "undoChangeToFiles", body: {} };
    case "REDO":
      return { op: "redoChangeToFiles", body: {} };
    case "UNKNOWN":
      throw new AppError("invalid_input", unsupportedOperationError);
  }
}

function request<Op extends MutationOp>(op: Op, body: MutationInput<Op>): PreparedChangeRequest {
  // Indexing the schemas by a generic op widens parse's result to every payload; this op's schema made it.
  const payload = mutationSchemas[op].parse(body) as MutationPayload<Op>;
  return { op, body: payload } as PreparedChangeRequest;
}
