// The engine's one way to say no to a change it cannot make safely.
import { AppError } from "../../app-error.ts";

/** A change the engine will not make (dynamic code, a stale view, an impossible structure): a 4xx, never half-applied. */
export function refuse(message: string): never {
  throw new AppError("invalid_input", message);
}
