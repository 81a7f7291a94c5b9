import { handle } from "@/lib/errors";
import { answerMcp, mcpMethodNotAllowed } from "@/lib/mcp/http";

/** Hookline's MCP server (Streamable HTTP, stateless) for a `Bearer hk_…` API key. */
export const POST = handle(answerMcp);

export const GET = handle(async () => mcpMethodNotAllowed());

export const DELETE = handle(async () => mcpMethodNotAllowed());
