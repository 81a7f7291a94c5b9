// The MCP endpoint over Streamable HTTP, stateless: each POST authenticates its key, counts each of its JSON-RPC
// messages against the key's limits, gets a new server and transport, is answered as JSON and leaves nothing
// behind. Refusals before the transport are JSON-RPC errors too, so an MCP client can show them.
import "server-only";

import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";

import { errorEnvelopeOf } from "../api-client/api-error";
import { authenticateCalls } from "../api/v1/guard";
import { api } from "../config/api";
import { requestBody } from "../config/server";
import { AppError, toErrorResponse } from "../errors";
import { readBodyText } from "../input/read-body";
import { loggerFor } from "../log/logger";
import { rateLimitHeaders, type RateLimitResult } from "../rate-limit";
import {
  callsIn,
  inRequestOrder,
  invalidRequestCode,
  jsonRpcErrorAnswer,
  mcpBodyOf,
  parseErrorCode,
  screenMessages,
  serverErrorCode,
  type JsonRpcErrorAnswer,
  type McpBody,
} from "./envelope";
import { mcpServerFor } from "./server";

/** The code MCP servers answer an unauthenticated request with. */
const unauthorizedCode = -32001;

function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(jsonRpcErrorAnswer(null, code, message), { status, headers });
}

/** GET (an event stream to resume) and DELETE (a session to end) mean nothing to a server that keeps no session. */
export function mcpMethodNotAllowed(): Response {
  return jsonRpcError(405, serverErrorCode, "Method not allowed: this MCP server is stateless and answers POST only.", {
    Allow: "POST",
  });
}

/** 401 for a missing or unknown key; anything else (429, the database down) with its status and message. */
async function refusalOf(error: unknown, request: Request): Promise<Response> {
  if (error instanceof AppError && error.code === "unauthorized") {
    return jsonRpcError(401, unauthorizedCode, error.message, error.headers);
  }
  const answer = toErrorResponse(error, request);
  const message = errorEnvelopeOf(await answer.json())?.message;
  const retryAfter = answer.headers.get("retry-after");
  return jsonRpcError(
    answer.status,
    serverErrorCode,
    typeof message === "string" ? message : "Something went wrong.",
    retryAfter ? { "Retry-After": retryAfter } : {},
  );
}

/** A body the transport need not see: not JSON, or a batch over the size allowed. */
function malformedBody(body: Exclude<McpBody, { kind: "messages" }>): Response {
  if (body.kind === "unreadable") return jsonRpcError(400, parseErrorCode, "Parse error: the body is not valid JSON.");
  return jsonRpcError(
    400,
    invalidRequestCode,
    `Invalid Request: a batch may hold at most ${api.mcpMaxBatchCalls} messages and this one has ${body.size}. Send the rest in another request.`,
  );
}

/** The body as text, or the 413 refusal for one over the size any route reads (answered once the key is checked). */
async function bodyOf(request: Request): Promise<{ text: string } | { refusal: unknown }> {
  try {
    return { text: await readBodyText(request, requestBody.maxBytes) };
  } catch (error) {
    return { refusal: error };
  }
}

export async function answerMcp(request: Request): Promise<Response> {
  const read = await bodyOf(request);
  const body: McpBody = "text" in read ? mcpBodyOf(read.text, api.mcpMaxBatchCalls) : { kind: "unreadable" };
  let counted: Awaited<ReturnType<typeof authenticateCalls>>;
  try {
    // Every message counts against the key's and the user's limits as if sent on its own, a tools/list as much as a
    // tool call, each message of a batch too; a body that is not JSON-RPC counts as one request.
    counted = await authenticateCalls(request, callsIn(body));
  } catch (error) {
    return refusalOf(error, request);
  }
  if ("refusal" in read) return refusalOf(read.refusal, request);
  if (body.kind !== "messages") return malformedBody(body);
  if (body.batch && body.messages.length === 0)
    return jsonRpcError(400, invalidRequestCode, "Invalid Request: an empty batch holds no request to answer.");
  const { principal, allowedCalls, refusal } = counted;
  if (refusal && allowedCalls === 0 && !body.batch) return refusalOf(rateLimited(refusal), request);

  const screened = screenMessages(body.messages, allowedCalls, refusal?.retryAfterSeconds ?? 0);
  if (screened.forward.length === 0) return answeredHere(body, screened.answers, refusal, allowedCalls);

  const server = mcpServerFor(principal, { signal: request.signal, log: loggerFor(request) });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: requestBody.maxBytes,
  });
  let answer: Response;
  try {
    await server.connect(transport);
    answer = await transport.handleRequest(request, {
      parsedBody: body.batch ? screened.forward : screened.forward[0],
    });
  } finally {
    await server.close();
  }
  // A batch is answered with an array even when one reply is in it; the SDK sends a lone reply on its own.
  if (screened.answers.length === 0 && !body.batch) return answer;
  return withAnswersOfOurs(answer, body.messages, screened.answers, refusal);
}

function rateLimited(result: RateLimitResult): AppError {
  return new AppError("rate_limited", "Too many requests. Please try again later.", rateLimitHeaders(result));
}

/**
 * The answer when no message reached the SDK. A batch refused whole by the rate limit is a 429 with Retry-After and
 * one error per request; otherwise it is a 200 like any JSON-RPC answer.
 */
function answeredHere(
  body: Extract<McpBody, { kind: "messages" }>,
  answers: JsonRpcErrorAnswer[],
  refusal: RateLimitResult | null,
  allowedCalls: number,
): Response {
  if (refusal && allowedCalls === 0) {
    if (answers.length === 0)
      return jsonRpcError(
        429,
        serverErrorCode,
        "Too many requests. Please try again later.",
        rateLimitHeaders(refusal),
      );
    return Response.json(answers, { status: 429, headers: rateLimitHeaders(refusal) });
  }
  if (answers.length === 0) return new Response(null, { status: 202 });
  return Response.json(body.batch ? answers : answers[0], { headers: refusal ? partialHeaders(refusal) : {} });
}

/**
 * The SDK's answer to a batch, as an array with the answers given here added (a batch partly refused or partly
 * malformed) in the order of the requests. Some calls
 * ran, so it stays a 200 (no Retry-After, whose meaning HTTP gives to 429 and 503): the RateLimit-* headers say the
 * limit is spent, and each refused call's error says when to retry.
 */
async function withAnswersOfOurs(
  answer: Response,
  messages: readonly unknown[],
  ours: JsonRpcErrorAnswer[],
  refusal: RateLimitResult | null,
): Promise<Response> {
  const headers: Record<string, string> = refusal ? partialHeaders(refusal) : {};
  if (answer.status === 202) return ours.length === 0 ? answer : Response.json(ours, { status: 200, headers });
  if (answer.status !== 200 || !answer.headers.get("content-type")?.includes("application/json")) return answer;
  const theirs: unknown = await answer.json();
  const all = inRequestOrder(messages, [...(Array.isArray(theirs) ? theirs : [theirs]), ...ours]);
  return Response.json(all, { status: 200, headers });
}

function partialHeaders(refusal: RateLimitResult): Record<string, string> {
  const { "Retry-After": _retryAfter, ...rest } = rateLimitHeaders(refusal);
  return rest;
}
