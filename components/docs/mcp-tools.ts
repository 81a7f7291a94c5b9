import type { OperationId } from "@/lib/api/v1/operations";

/** The MCP server's tools, each doing what one REST operation does, with that operation's scope. */
export const mcpTools: readonly { name: string; operationId: OperationId }[] = [
  { name: "generate_copy", operationId: "generateCopy" },
  { name: "write_hooks", operationId: "writeHooks" },
  { name: "plan_content", operationId: "planContent" },
  { name: "check_platform_limits", operationId: "checkText" },
  { name: "list_brand_voices", operationId: "listVoices" },
  { name: "save_to_library", operationId: "saveCopy" },
  { name: "search_library", operationId: "listLibrary" },
  { name: "get_usage", operationId: "getUsage" },
];

export const mcpEndpoint = "/api/mcp";
