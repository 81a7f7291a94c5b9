// Where a change stands as plain data: the instant update to the preview frame, then the source call.
import type { ChangeRecord } from "./schemas";

export type ChangeLifecycle = {
  /** False for UNKNOWN, which has nothing to show. */
  sendsInstantUpdate: boolean;
  instantUpdate: "not_sent" | "sent" | "finished";
  /** Whether the finished instant update worked; null until it finishes. */
  instantUpdateSuccessful: boolean | null;
  /** "processed" means the source call succeeded. */
  outcome: "pending" | "processed" | "failed";
  /** A consumed change is never sent again. */
  consumed: boolean;
};

export function initialLifecycle(change: ChangeRecord): ChangeLifecycle {
  const unknown = change.type === "UNKNOWN";
  return {
    sendsInstantUpdate: !unknown,
    instantUpdate: "not_sent",
    instantUpdateSuccessful: null,
    outcome: unknown ? "processed" : "pending",
    consumed: false,
  };
}

export function markInstantUpdateSent(state: ChangeLifecycle): ChangeLifecycle {
  if (!state.sendsInstantUpdate || state.instantUpdate !== "not_sent") return state;
  return { ...state, instantUpdate: "sent" };
}

export function markInstantUpdateFinished(state: ChangeLifecycle, successful: boolean): ChangeLifecycle {
  if (!state.sendsInstantUpdate || state.instantUpdate === "finished") return state;
  return { ...state, instantUpdate: "finished", instantUpdateSuccessful: successful };
}

export function markProcessed(state: ChangeLifecycle): ChangeLifecycle {
  if (state.outcome !== "pending") return state;
  return { ...state, outcome: "processed" };
}

export function markFailed(state: ChangeLifecycle): ChangeLifecycle {
  if (state.outcome !== "pending") return state;
  return { ...state, outcome: "failed", consumed: true };
}

export function markConsumed(state: ChangeLifecycle): ChangeLifecycle {
  return state.consumed ? state : { ...state, consumed: true };
}
