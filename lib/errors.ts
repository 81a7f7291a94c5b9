// One error type for everything a handler can refuse, answered as JSON { error: { code, message } }.
import { z } from "zod";

export type ErrorCode =
  | "invalid_json"
  | "invalid_input"
  | "unauthorized"
  | "payment_required"
  | "subscription_required"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "cancelled"
  | "internal_error"
  | "unavailable";

const statusByCode: Record<ErrorCode, number> = {
  invalid_json: 400,
  invalid_input: 400,
  unauthorized: 401,
  payment_required: 402,
  subscription_required: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
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

export function errorResponse(code: ErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: { code, message } }, { status: statusByCode[code], headers });
}

/** Turns anything thrown by a handler into the JSON error answer; unexpected errors are logged, never shown. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof AppError) return errorResponse(error.code, error.message, error.headers);
  if (error instanceof z.ZodError) return errorResponse("invalid_input", describeIssue(error.issues[0]));
  console.error(error);
  return errorResponse("internal_error", "Something went wrong.");
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "The request is not valid.";
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/** Reads a JSON body and validates it with the input's one zod schema. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  // JSON only: a cross-site form can send text/plain without a preflight, never application/json.
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    throw new AppError("invalid_input", "Send the request body as JSON.");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError("invalid_json", "The request body must be valid JSON.");
  }
  return schema.parse(body);
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so every refusal and failure is answered with the JSON error shape. */
export function handle<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
