// Answers everything a handler can refuse as JSON { error: { code, message } }. Server only: it logs.
import "server-only";
import { z } from "zod";
import { AppError, statusByCode, type ErrorCode } from "./app-error";
import { logger, loggerFor } from "./log/logger";
import { requestIdHeader, requestIdOf } from "./log/request-id";

export { AppError, type ErrorCode };

export function errorResponse(code: ErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: { code, message } }, { status: statusByCode[code], headers });
}

/**
 * Turns anything thrown by a handler into the JSON error answer. An unexpected error is logged once, with its
 * stack and the request it broke; the client only ever gets a generic message.
 */
export function toErrorResponse(error: unknown, request?: Request): Response {
  if (error instanceof AppError) return errorResponse(error.code, error.message, error.headers);
  if (error instanceof z.ZodError) return errorResponse("invalid_input", describeIssue(error.issues[0]));
  if (request) {
    loggerFor(request).error({ err: error, method: request.method, path: new URL(request.url).pathname }, "unexpected error in a route handler");
  } else {
    logger.error({ err: error }, "unexpected error");
  }
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

/**
 * Wraps a route handler so every refusal and failure is answered with the JSON error shape, and every answer
 * names its request id: the one its log lines carry.
 */
export function handle<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      response = toErrorResponse(error, request);
    }
    return withHeader(response, requestIdHeader, requestIdOf(request));
  };
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Some answers (redirects, fetched responses) have read-only headers: answer a copy with the same body.
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}
