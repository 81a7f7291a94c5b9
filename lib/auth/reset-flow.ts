// The password-reset state machine, as a pure reducer the page drives.
import { resetCode } from "../config/auth";

export type ResetState =
  | { step: "awaiting-token"; email: string; code: string; error: string | null; notice: string | null }
  | { step: "verifying"; email: string; code: string }
  | { step: "set-password"; email: string; code: string; error: string | null }
  | { step: "saving-password"; email: string; code: string }
  | { step: "success" }
  | { step: "error"; email: string; message: string };

export type ResetEvent =
  | { type: "prefill"; email: string; code: string }
  | { type: "input-error"; email: string; code: string; message: string }
  | { type: "verify"; email: string; code: string }
  | { type: "verified" }
  | { type: "verify-failed"; message: string }
  | { type: "save" }
  | { type: "save-rejected"; message: string }
  | { type: "code-rejected"; message: string }
  | { type: "saved" }
  | { type: "code-sent"; email: string }
  | { type: "try-again" };

export function initialResetState(email = "", code = ""): ResetState {
  return { step: "awaiting-token", email, code, error: null, notice: null };
}

export function resetReducer(state: ResetState, event: ResetEvent): ResetState {
  switch (event.type) {
    case "prefill":
      return state.step === "awaiting-token" ? { ...state, email: event.email, code: event.code } : state;
    case "input-error":
      return state.step === "awaiting-token"
        ? { ...state, email: event.email, code: event.code, error: event.message, notice: null }
        : state;
    case "verify":
      if (state.step !== "awaiting-token") return state;
      return { step: "verifying", email: event.email.trim(), code: event.code.trim() };
    case "verified":
      return state.step === "verifying"
        ? { step: "set-password", email: state.email, code: state.code, error: null }
        : state;
    case "verify-failed":
      return state.step === "verifying"
        ? { step: "awaiting-token", email: state.email, code: state.code, error: event.message, notice: null }
        : state;
    case "save":
      return state.step === "set-password" ? { step: "saving-password", email: state.email, code: state.code } : state;
    case "save-rejected":
      if (state.step === "set-password") return { ...state, error: event.message };
      return state.step === "saving-password"
        ? { step: "set-password", email: state.email, code: state.code, error: event.message }
        : state;
    case "code-rejected":
      // The code stopped working between the two steps (used, expired, too many tries): start over.
      return state.step === "saving-password" ? { step: "error", email: state.email, message: event.message } : state;
    case "saved":
      return state.step === "saving-password" ? { step: "success" } : state;
    case "code-sent":
      return state.step === "awaiting-token"
        ? {
            ...state,
            email: event.email,
            error: null,
            notice: `If an account exists for ${event.email}, a new ${resetCode.digits}-digit code is on its way.`,
          }
        : state;
    case "try-again":
      return state.step === "error" ? initialResetState(state.email) : state;
  }
}

/** Better Auth's error codes that mean the code itself is no longer usable. */
export const codeErrorCodes = new Set(["INVALID_OTP", "OTP_EXPIRED", "TOO_MANY_ATTEMPTS"]);

/** email and token from the query (the emailed link), or an access_token from a recovery fragment. */
export function readResetLink(search: string, hash: string): { email: string; code: string } {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const code = query.get("token") ?? (fragment.get("type") === "recovery" ? fragment.get("access_token") : null) ?? "";
  const email = query.get("email") ?? fragment.get("email") ?? "";
  return { email: email.trim(), code: code.trim() };
}
