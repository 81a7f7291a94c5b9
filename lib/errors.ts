// Answers everything a handler can refuse as JSON { error: { code, message } }. Server only: it logs.
import "server-only";

import { z } from "zod";

import { AppError, statusByCode, type ErrorCode } from "./app-error";
import { databaseOutage } from "./config/timing";
import { noteDatabaseOutage } from "./health/outage";
import { isDatabaseUnreachable } from "./health/unreachable";
import { controlCharacterMessage, controlCharacterPath } from "./input/control-characters";
import { readBodyText } from "./input/read-body";
import { logger, loggerFor } from "./log/logger";
import { requestIdHeader, requestIdOf } from "./log/request-id";

export { AppError, type ErrorCode };

export function errorResponse(
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
  details: Record<string, unknown> = {},
): Response {
  return Response.json({ error: { ...details, code, message } }, { status: statusByCode[code], headers });
}

/**
 * Turns anything thrown by a handler into the JSON error answer. An unexpected error is logged once, with its
 * stack and the request it broke; the client only ever gets a generic message.
 */
export function toErrorResponse(error: unknown, request?: Request): Response {
  if (error instanceof AppError) return errorResponse(error.code, error.message, error.headers, error.details);
  if (error instanceof z.ZodError) return errorResponse("invalid_input", describeIssue(error.issues[0]));
  if (isDatabaseUnreachable(error)) {
    noteDatabaseOutage(error);
    return errorResponse("unavailable", databaseUnavailableMessage, {
      "Retry-After": String(databaseOutage.retryAfterSeconds),
    });
  }
  if (request) {
    loggerFor(request).error(
      { err: error, method: request.method, path: new URL(request.url).pathname },
      "unexpected error in a route handler",
    );
  } else {
    logger.error({ err: error }, "unexpected error");
  }
  return errorResponse("internal_error", "Something went wrong.");
}

export const databaseUnavailableMessage = "Hookline can't reach its database right now. Please try again in a moment.";

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "The request is not valid.";
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/** Refuses input holding NUL or another control character, naming the field, before the schema sees it. */
function refuseControlCharacters(input: unknown): void {
  const path = controlCharacterPath(input);
  if (path)
    throw new AppError(
      "invalid_input",
      path.length > 0 ? `${path.join(".")}: ${controlCharacterMessage}` : `The input ${controlCharacterMessage}.`,
    );
}

/** Reads a JSON body (within the size limit) and validates it with the input's one zod schema. */
export async function parseJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  limits: { maxBytes?: number } = {},
): Promise<z.infer<T>> {
  return schema.parse(await readJsonBody(request, limits.maxBytes));
}

/**
 * The body as JSON, checked for what no schema should have to think of: a JSON content type, a size within the
 * limit, valid JSON, no control characters.
 */
export async function readJsonBody(request: Request, maxBytes?: number): Promise<unknown> {
  requireJsonContentType(request);
  return jsonFromText(await readBodyText(request, maxBytes));
}

/** JSON only: a cross-site form can send text/plain without a preflight, never application/json. */
export function requireJsonContentType(request: Request): void {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    throw new AppError("invalid_input", "Send the request body as JSON.");
  }
}

/** Text already read from a JSON body, parsed and checked for control characters. */
export function jsonFromText(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body must be valid JSON.");
  }
  refuseControlCharacters(body);
  return body;
}

/** Validates the query string's parameters (each name once) with the input's one zod schema. */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  refuseControlCharacters(query);
  return schema.parse(query);
}

/** Refuses a query string any of whose names or values (repeated ones included) holds a control character. */
export function refuseControlCharactersInQuery(request: Request): void {
  for (const [name, value] of new URL(request.url).searchParams) refuseControlCharacters({ [name]: value });
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
    const cacheControl = privateNoStore(response.headers.get("cache-control"));
    return withHeaders(response, (headers) => {
      headers.set(requestIdHeader, requestIdOf(request));
      headers.set("cache-control", cacheControl);
    });
  };
}

/**
 * API answers are per caller (a session, a key, an IP's limits): `private, no-store`, so no cache in front keeps
 * one caller's answer for another. A handler's other directives (a stream's no-transform) are kept.
 */
export function privateNoStore(cacheControl: string | null): string {
  const others = (cacheControl ?? "")
    .split(",")
    .map((directive) => directive.trim())
    .filter(
      (directive) => directive && !/^(private|public|no-store|no-cache|max-age=\d+|s-maxage=\d+)$/i.test(directive),
    );
  return ["private", "no-store", ...others].join(", ");
}

/** The response with `edit` applied to its headers. */
export function withHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    // Some answers (redirects, fetched responses) have read-only headers: answer a copy with the same body.
    const copy = new Response(response.body, response);
    edit(copy.headers);
    return copy;
  }
}
