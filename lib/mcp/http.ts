// The MCP endpoint over Streamable HTTP, stateless: each POST authenticates its key, gets a new server and
// transport, is answered as JSON and leaves nothing behind. Refusals before the transport are JSON-RPC errors too,
// so an MCP client can show them.
import "server-only";

import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";

import { errorEnvelopeOf } from "../api-client/api-error";
import type { Principal } from "../api-keys/store";
import { authenticateRequest } from "../api/v1/guard";
import { requestBody } from "../config/server";
import { AppError, toErrorResponse } from "../errors";
import { loggerFor } from "../log/logger";
import { mcpServerFor } from "./server";

/** The code MCP servers answer an unauthenticated request with. */
const unauthorizedCode = -32001;
/** JSON-RPC's range for server-defined errors; what the SDK's transport answers its own HTTP refusals with. */
const serverErrorCode = -32000;

function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: "2.0", error: { code, message }, id: null }, { status, headers });
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

export async function answerMcp(request: Request): Promise<Response> {
  let principal: Principal;
  try {
    // Every request counts against the key's and the user's limits, a tools/list as much as a tool call.
    ({ principal } = await authenticateRequest(request));
  } catch (error) {
    return refusalOf(error, request);
  }
  const server = mcpServerFor(principal, { signal: request.signal, log: loggerFor(request) });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: requestBody.maxBytes,
  });
  try {
    await server.connect(transport);
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
