// The editor's change records: make, store, reconstruct and prepare them for the source call.
export {
  canInstantUpdateDuringFlush,
  flushInstantUpdateTypes,
  instantUndoTypes,
  supportsInstantUndo,
} from "./capabilities";
export { createChange, defaultChangeName } from "./create";
export {
  initialLifecycle,
  markConsumed,
  markFailed,
  markInstantUpdateFinished,
  markInstantUpdateSent,
  markProcessed,
  type ChangeLifecycle,
} from "./lifecycle";
export { parseChange } from "./parse";
export {
  prepareChangeRequest,
  unsupportedOperationError,
  type ActivityOp,
  type PrepareOptions,
  type PreparedChangeRequest,
  type ResolveElement,
} from "./prepare";
export {
  changeRecordSchema,
  changeTypes,
  isChangeType,
  unknownChangeTypeError,
  type ChangeFields,
  type ChangeFieldsInput,
  type ChangeRecord,
  type ChangeRecordInput,
  type ChangeRecordOf,
  type ChangeType,
} from "./schemas";
export { reconstructChange, serializeChange } from "./serialize";
