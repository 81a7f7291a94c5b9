// Hookline's MCP server for one authenticated key: the tools of lib/mcp/tools.ts, each checked for the same scope
// as its /api/v1 operation (each JSON-RPC call was already counted against the key's rate limits, batched or not).
import "server-only";

import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";

import { requireScope, type Principal } from "../api-keys/store";
import { countGeneration } from "../api/v1/guard";
import { AppError } from "../errors";
import { controlCharacterMessage, controlCharacterPath } from "../input/control-characters";
import { logger, type Logger } from "../log/logger";
import type { Tool } from "./tool";
import { refusalOf, toolAnswer } from "./tool-results";
import { tools } from "./tools";

export const mcpServerInfo = { name: "hookline", version: "1.0.0" } as const;

const instructions =
  "Hookline writes marketing copy that fits each platform's limits. generate_copy, write_hooks and plan_content each spend one generation of the user's plan; check_platform_limits, list_brand_voices, search_library, save_to_library and get_usage are free. create_campaign opens a campaign from a brief and drafts its message house (free); approving it (approve_campaign, or create_campaign with approve: true) writes its assets, one generation each; get_campaign reads it with its assets, coverage and guardrails. export_campaign gives its posts as Buffer CSV files and send_campaign sends them to the user's connected Postiz or Typefully (both free; ask the user's time zone). A refusal answers as a tool error starting with its code, e.g. payment_required when the plan has no generations left; arguments that do not fit a tool's input schema are refused before it runs, naming the field.";

export type McpContext = {
  /** Aborts tool work when the HTTP request behind it goes away. */
  signal?: AbortSignal;
  log?: Logger;
};

/**
 * The schema without the API's component name (`.meta({ id })`) on its root: the SDK would list such a schema as a
 * bare `$ref`, and MCP requires a tool's input and output schemas to be `type: "object"` at the root. Cloning with
 * the same definition keeps every field, default and refinement.
 */
function unnamed<S extends z.ZodObject>(schema: S): S {
  return schema.clone(schema.def);
}

async function callTool(
  tool: Tool,
  principal: Principal,
  args: unknown,
  signal: AbortSignal,
  log: Logger,
): Promise<CallToolResult> {
  try {
    if (tool.scope) requireScope(principal, tool.scope);
    const path = controlCharacterPath(args);
    if (path)
      throw new AppError(
        "invalid_input",
        path.length > 0 ? `${path.join(".")}: ${controlCharacterMessage}` : `The input ${controlCharacterMessage}.`,
      );
    // The call was counted against the key's limits before the SDK saw it; a generation also counts against the
    // app's own, once per call.
    if (tool.spendsUnit && !tool.countsGenerationItself) await countGeneration(principal);
    const answer = tool.output.safeParse(await tool.run(principal.userId, args, signal));
    if (!answer.success) throw new Error(`${tool.name} answered outside its output schema`, { cause: answer.error });
    // Parsed with the output schema: anything the action returns beyond it is left out, as the schema promises.
    return toolAnswer(answer.data, tool.resources?.(answer.data));
  } catch (error) {
    return refusalOf(error, { userId: principal.userId, tool: tool.name, log });
  }
}

/** A new server for one request: stateless, so nothing of it outlives the request. */
export function mcpServerFor(principal: Principal, context: McpContext = {}): McpServer {
  const server = new McpServer(mcpServerInfo, { instructions });
  const log = context.log ?? logger;
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: unnamed(tool.input),
        outputSchema: unnamed(tool.output),
        annotations: tool.annotations,
      },
      (args, extra) =>
        callTool(
          tool,
          principal,
          args,
          context.signal ? AbortSignal.any([extra.signal, context.signal]) : extra.signal,
          log,
        ),
    );
  }
  return server;
}
