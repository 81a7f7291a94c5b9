// What the MCP endpoint checks in a request's JSON-RPC messages before the SDK sees them: how many calls the body
// carries (each counts against the key's limits as a request of its own), which of them are over those limits, and
// whether a tools/call names its tool and passes its arguments as an object. The SDK answers a malformed tools/call
// as an internal error listing zod's issues, so such calls are answered here as invalid params instead.
import { z } from "zod";

export const parseErrorCode = -32700;
export const invalidRequestCode = -32600;
export const invalidParamsCode = -32602;
/**
 * JSON-RPC's range for server-defined errors: what the SDK's transport answers its own HTTP refusals with, and a
 * request over the rate limit, batched or not.
 */
export const serverErrorCode = -32000;

export type JsonRpcId = string | number;

export type JsonRpcErrorAnswer = {
  jsonrpc: "2.0";
  id: JsonRpcId | null;
  error: { code: number; message: string; data?: Record<string, unknown> };
};

export function jsonRpcErrorAnswer(
  id: JsonRpcId | null,
  code: number,
  message: string,
  data?: Record<string, unknown>,
): JsonRpcErrorAnswer {
  return { jsonrpc: "2.0", id, error: data ? { code, message, data } : { code, message } };
}

/** A request's body: not JSON, a batch over the size allowed, or its messages (one, or a batch's). */
export type McpBody =
  | { kind: "unreadable" }
  | { kind: "oversized"; size: number }
  | { kind: "messages"; batch: boolean; messages: unknown[] };

export function mcpBodyOf(text: string, maxBatchCalls: number): McpBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: "unreadable" };
  }
  if (!Array.isArray(parsed)) return { kind: "messages", batch: false, messages: [parsed] };
  if (parsed.length > maxBatchCalls) return { kind: "oversized", size: parsed.length };
  return { kind: "messages", batch: true, messages: parsed };
}

/** How many requests a body counts as: each message of a batch, as if sent on its own; anything else, one. */
export function callsIn(body: McpBody): number {
  return body.kind === "messages" ? Math.max(body.messages.length, 1) : 1;
}

const jsonRpcRequest = z.object({
  method: z.string(),
  id: z.union([z.string(), z.int()]),
});

/** The id of a JSON-RPC request (a message that expects an answer); null for notifications, responses and junk. */
export function requestIdOf(message: unknown): JsonRpcId | null {
  const request = jsonRpcRequest.safeParse(message);
  return request.success ? request.data.id : null;
}

const toolCall = z.object({
  method: z.literal("tools/call"),
  id: z.union([z.string(), z.int()]),
  params: z.unknown().optional(),
});

/** What tools/call takes; anything else in params (_meta, a task) is left to the SDK. */
const toolCallParams = z.looseObject({
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()).optional(),
});

const plainMessages = {
  params: "Invalid params: tools/call needs params, an object with the tool's name and its arguments.",
  name: "Invalid params: tools/call needs the tool's name, as a string, in params.name.",
  arguments: "Invalid params: a tool's arguments (params.arguments) must be an object of its inputs by name.",
} as const;

/** The invalid-params answer for a tools/call whose envelope the SDK cannot take; null for anything else. */
export function invalidToolCallOf(message: unknown): JsonRpcErrorAnswer | null {
  const call = toolCall.safeParse(message);
  if (!call.success) return null;
  const params = toolCallParams.safeParse(call.data.params);
  if (params.success) return null;
  const field = params.error.issues[0]?.path[0];
  const plain = field === "name" || field === "arguments" ? plainMessages[field] : plainMessages.params;
  return jsonRpcErrorAnswer(call.data.id, invalidParamsCode, plain);
}

/** The answer to one call over the rate limit: when to retry, in words and in seconds. */
export function rateLimitedAnswer(id: JsonRpcId, retryAfterSeconds: number): JsonRpcErrorAnswer {
  const wait = retryAfterSeconds === 1 ? "1 second" : `${retryAfterSeconds} seconds`;
  return jsonRpcErrorAnswer(
    id,
    serverErrorCode,
    `Too many requests: this call is over the API key's rate limit. Try again in ${wait}.`,
    { code: "rate_limited", retryAfterSeconds },
  );
}

/**
 * Which messages go on to the SDK and which are answered here: the first `allowedCalls` within the rate limits go
 * on, unless a tools/call's envelope is malformed; the rest are refused, each request with an answer of its own
 * (notifications and responses over the limit are dropped, as they get no answer).
 */
export function screenMessages(
  messages: readonly unknown[],
  allowedCalls: number,
  retryAfterSeconds: number,
): { forward: unknown[]; answers: JsonRpcErrorAnswer[]; refused: number } {
  const forward: unknown[] = [];
  const answers: JsonRpcErrorAnswer[] = [];
  let refused = 0;
  messages.forEach((message, index) => {
    if (index >= allowedCalls) {
      refused += 1;
      const id = requestIdOf(message);
      if (id !== null) answers.push(rateLimitedAnswer(id, retryAfterSeconds));
      return;
    }
    const invalid = invalidToolCallOf(message);
    if (invalid) answers.push(invalid);
    else forward.push(message);
  });
  return { forward, answers, refused };
}

const answerId = z.object({ id: z.union([z.string(), z.int(), z.null()]) });

/** A batch's answers in the order of its requests (JSON-RPC allows any order; this one is easier to read). */
export function inRequestOrder(messages: readonly unknown[], answers: readonly unknown[]): unknown[] {
  const position = new Map<JsonRpcId, number>();
  messages.forEach((message, index) => {
    const id = requestIdOf(message);
    if (id !== null && !position.has(id)) position.set(id, index);
  });
  const positionOf = (answer: unknown) => {
    const parsed = answerId.safeParse(answer);
    const id = parsed.success ? parsed.data.id : null;
    return id === null ? messages.length : (position.get(id) ?? messages.length);
  };
  return answers
    .map((answer, index) => ({ answer, index, at: positionOf(answer) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ answer }) => answer);
}
