// What a tool call answers: the answer as JSON text and as structured content, or a refusal an agent can read
// ("<code>: <message>") and act on, never a protocol error it cannot.
import "server-only";

import type { CallToolResult, EmbeddedResource } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

import { withUsage } from "../api/v1/guard";
import { AppError, databaseUnavailableMessage } from "../errors";
import { noteDatabaseOutage } from "../health/outage";
import { isDatabaseUnreachable } from "../health/unreachable";
import type { Logger } from "../log/logger";

export function toolAnswer(answer: Record<string, unknown>, resources: EmbeddedResource[] = []): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(answer) }, ...resources], structuredContent: answer };
}

export function toolError(code: string, message: string, more: string[] = []): CallToolResult {
  return { isError: true, content: [{ type: "text", text: [`${code}: ${message}`, ...more].join("\n") }] };
}

function appErrorResult(error: AppError): CallToolResult {
  const more: string[] = [];
  const retryAfter = error.headers["Retry-After"];
  if (retryAfter) more.push(`Retry after ${retryAfter} seconds.`);
  if (error.details.usage) more.push(`usage: ${JSON.stringify(error.details.usage)}`);
  return toolError(error.code, error.message, more);
}

/**
 * A refusal as a tool error: payment_required carries the plan's usage, rate_limited when to retry. An unexpected
 * error is logged with the tool it broke and answered with a generic message.
 */
export async function refusalOf(
  error: unknown,
  context: { userId: string; tool: string; log: Logger },
): Promise<CallToolResult> {
  if (error instanceof AppError) {
    const refusal = await withUsage(error, context.userId).catch(() => error);
    return appErrorResult(refusal instanceof AppError ? refusal : error);
  }
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    return toolError(
      "invalid_input",
      issue && issue.path.length > 0
        ? `${issue.path.join(".")}: ${issue.message}`
        : (issue?.message ?? "The input is not valid."),
    );
  }
  if (isDatabaseUnreachable(error)) {
    noteDatabaseOutage(error);
    return toolError("unavailable", databaseUnavailableMessage);
  }
  context.log.error({ err: error, tool: context.tool }, "unexpected error in an MCP tool");
  return toolError("internal_error", "Something went wrong.");
}
