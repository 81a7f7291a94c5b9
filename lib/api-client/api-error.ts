// The one shape every failed call answers with: the server's refusal as it sent it, or what went wrong on the way
// (no connection, too slow, stopped, an answer that cannot be read), so no caller reads a Response itself.
import { statusByCode, type ErrorCode } from "../app-error.ts";

/** What went wrong before the server's answer could be read; `status` is 0 when no answer came at all. */
export type ClientErrorCode = "network_error" | "timeout" | "aborted" | "invalid_answer";

export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** `code`, `message` and `status`, and whatever else the server's refusal carries (a 402's `usage`). */
export type ApiError = {
  readonly code: ApiErrorCode;
  readonly message: string;
  readonly status: number;
  /** Set when `message` is this client's general wording because the server's own words never arrived. */
  readonly generic?: true;
  /** How long the refusal asked to wait before trying again (its Retry-After), when it said. */
  readonly retryAfterSeconds?: number;
  readonly [extra: string]: unknown;
};

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export const clientErrorMessages: Record<ClientErrorCode, string> = {
  network_error: "The connection was lost. Check your network and try again.",
  timeout: "Hookline took too long to answer. Try again.",
  aborted: "The request was stopped.",
  invalid_answer: "Hookline's answer could not be read. Reload the page and try again.",
};

const serverFailedMessage = "Hookline is not answering right now. Please try again in a moment.";
const refusedMessage = "Something went wrong. Please try again.";

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === "string" && Object.hasOwn(statusByCode, code);

/** Whether the call failed on this side (no answer, or one that could not be read) rather than being refused. */
export const isClientError = (error: ApiError): boolean => Object.hasOwn(clientErrorMessages, error.code);

/** An error that happened on this side: no answer, or an answer that could not be read. */
export function clientError(code: ClientErrorCode, status = 0): ApiError {
  return { code, message: clientErrorMessages[code], status, generic: true };
}

/**
 * The server's words for a failure when it sent some, else the caller's own: `offline` when no answer came at all,
 * `fallback` otherwise. For screens whose failures have their own wording.
 */
export function wordsFor(error: ApiError, fallback: string, offline = fallback): string {
  if (!error.generic) return error.message;
  return error.code === "network_error" ? offline : fallback;
}

/** Why a fetch or a body read threw: the caller's signal (stopped, or its timeout) or the network. */
export function thrownError(error: unknown): ApiError {
  const name = typeof error === "object" && error !== null && "name" in error ? error.name : null;
  if (name === "TimeoutError") return clientError("timeout");
  if (name === "AbortError") return clientError("aborted");
  return clientError("network_error");
}

/** The `error` of a JSON refusal `{ error: { code, message, ... } }`, or null when the value is not one. */
export function errorEnvelopeOf(value: unknown): { code: unknown; message: unknown; [extra: string]: unknown } | null {
  if (typeof value !== "object" || value === null || !("error" in value)) return null;
  const { error } = value;
  if (typeof error !== "object" || error === null || Array.isArray(error)) return null;
  return { code: undefined, message: undefined, ...error };
}

/** The code a refusal without a known code gets from its status (a proxy's 502 page, an older server). */
const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: "invalid_input",
  401: "unauthorized",
  402: "payment_required",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  429: "rate_limited",
  502: "unavailable",
  503: "unavailable",
  504: "unavailable",
};

/** A non-2xx answer as an ApiError: the server's code and message when it sent them, else ones its status implies. */
export function refusalError(status: number, body: unknown): ApiError {
  const envelope = errorEnvelopeOf(body);
  const { code, message, ...extra } = envelope ?? {};
  const explained = typeof message === "string" && message !== "";
  return {
    ...extra,
    code: isErrorCode(code) ? code : (codeByStatus[status] ?? (status >= 500 ? "internal_error" : "invalid_input")),
    message: explained ? message : status >= 500 ? serverFailedMessage : refusedMessage,
    status,
    ...(explained ? {} : { generic: true as const }),
  };
}
