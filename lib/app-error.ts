// The one error type for everything a handler can refuse. Shared with the browser (the editor's change runner
// throws it), so it stays free of server code; answering and logging it is lib/errors.ts's work.

export type ErrorCode =
  | "invalid_json"
  | "invalid_input"
  | "unauthorized"
  | "payment_required"
  | "subscription_required"
  | "email_unconfirmed"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "idempotency_key_reused"
  | "payload_too_large"
  | "rate_limited"
  | "cancelled"
  | "internal_error"
  | "unavailable";

/** The codes the public API and the MCP server answer with, each documented in the OpenAPI document. */
export const apiErrorCodes = [
  "invalid_json",
  "invalid_input",
  "unauthorized",
  "payment_required",
  "subscription_required",
  "email_unconfirmed",
  "forbidden",
  "not_found",
  "conflict",
  "idempotency_key_reused",
  "payload_too_large",
  "rate_limited",
  "internal_error",
  "unavailable",
] as const satisfies readonly ErrorCode[];

export const statusByCode: Record<ErrorCode, number> = {
  invalid_json: 400,
  invalid_input: 400,
  unauthorized: 401,
  payment_required: 402,
  subscription_required: 403,
  email_unconfirmed: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** An Idempotency-Key sent again with a different request. */
  idempotency_key_reused: 422,
  payload_too_large: 413,
  rate_limited: 429,
  /** The caller went away before an answer (nginx's 499); nobody reads it, but logs show what happened. */
  cancelled: 499,
  internal_error: 500,
  unavailable: 503,
};

export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  /** Fields answered beside code and message, such as the plan's usage with payment_required. */
  readonly details: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.code = code;
    this.status = statusByCode[code];
    this.headers = headers;
    this.details = details;
  }
}
