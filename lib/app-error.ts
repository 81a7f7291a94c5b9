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
  | "payload_too_large"
  | "rate_limited"
  | "cancelled"
  | "internal_error"
  | "unavailable";

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

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.status = statusByCode[code];
    this.headers = headers;
  }
}
