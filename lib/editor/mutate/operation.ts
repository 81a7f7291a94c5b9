// The shape of an op of the mutation engine, kept out of the engine's index (which imports every op) so that no op
// imports the index.
import type { MutationOp, MutationPayload } from "./schemas.ts";
import type { Workspace } from "./workspace.ts";

/** An op edits the workspace and returns the ids of the elements it made or changed. */
export type Operation<Op extends MutationOp> = (workspace: Workspace, payload: MutationPayload<Op>) => string[];
