// The MCP server's tools by name, each doing what one REST operation does (its schemas, scope and cost). Free of
// server code: the API reference lists the tools from here.
import type { OperationId } from "../api/v1/operations";

export const mcpEndpoint = "/api/mcp";

export const mcpToolOperations = {
  generate_copy: "generateCopy",
  write_hooks: "writeHooks",
  plan_content: "planContent",
  check_platform_limits: "checkText",
  list_brand_voices: "listVoices",
  save_to_library: "saveCopy",
  search_library: "listLibrary",
  get_usage: "getUsage",
  create_campaign: "createCampaign",
  get_campaign: "readCampaign",
  approve_campaign: "approveCampaign",
  export_campaign: "exportCampaignToBuffer",
  send_campaign: "sendCampaign",
} as const satisfies Record<string, OperationId>;

export type McpToolName = keyof typeof mcpToolOperations;

export const mcpTools = Object.entries(mcpToolOperations).map(([name, operationId]) => ({
  name: name as McpToolName,
  operationId,
}));
