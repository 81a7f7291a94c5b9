// npm run mcp:session — a short session with Hookline's MCP server, as an agent would have it: connects with the
// official SDK client to ${HOOKLINE_URL:-http://localhost:3000}/api/mcp with the key in HOOKLINE_API_KEY, lists the
// tools, checks an X post against X's limits and reads the plan's usage. Spends no generation.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

// A client of a running server, configured as any MCP client is: the app's own settings (lib/env.ts) are not needed.
const baseUrl = process.env.HOOKLINE_URL || "http://localhost:3000";
const key = process.env.HOOKLINE_API_KEY ?? "";

const samplePost =
  "We ship every Friday 🚀 52 launches later, here is what the habit taught us about scope, nerve and saying no: https://example.com/blog/friday-ships #buildinpublic";

type CheckPart = { label: string; count: number; limit: number | null; over: number };
type CheckAnswer = {
  withinLimits: boolean;
  parts: CheckPart[];
  score: { score: number; checks: { label: string; pass: boolean }[] };
};
type Usage = {
  planLabel: string;
  used: number;
  limit: number;
  remaining: number;
  credits: number;
  periodEnd: string | null;
};

function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === "text" ? part.text : `[${part.type}]`)).join("\n");
}

async function callTool<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(`${name} refused: ${textOf(result)}`);
  return result.structuredContent as T;
}

function flags(annotations: { readOnlyHint?: boolean; idempotentHint?: boolean } | undefined): string {
  return annotations?.readOnlyHint ? "read-only" : annotations?.idempotentHint ? "writes, idempotent" : "writes";
}

async function main(): Promise<void> {
  if (!key) {
    console.error("mcp:session: set HOOKLINE_API_KEY to an API key (hk_…) made in your Hookline profile.");
    process.exitCode = 1;
    return;
  }
  const endpoint = new URL("/api/mcp", baseUrl);
  const client = new Client({ name: "hookline-mcp-session", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(endpoint, {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  try {
    const server = client.getServerVersion();
    console.log(`Connected to ${server?.name ?? "?"} ${server?.version ?? ""} at ${endpoint.href}\n`);

    const { tools } = await client.listTools();
    console.log(`Tools (${tools.length}):`);
    for (const tool of tools) {
      const inputs = Object.keys(tool.inputSchema.properties ?? {});
      console.log(
        `  ${tool.name.padEnd(22)} ${tool.title ?? ""} (${flags(tool.annotations)})${inputs.length > 0 ? ` — ${inputs.slice(0, 6).join(", ")}${inputs.length > 6 ? ", …" : ""}` : ""}`,
      );
    }

    console.log(`\ncheck_platform_limits, an X post:\n  "${samplePost}"`);
    const check = await callTool<CheckAnswer>(client, "check_platform_limits", {
      contentType: "social",
      platform: "x",
      text: samplePost,
    });
    for (const part of check.parts) {
      const verdict =
        part.limit === null
          ? "no platform limit"
          : part.over > 0
            ? `over by ${part.over}`
            : `fits, ${part.limit - part.count} to spare`;
      console.log(
        `  ${part.label}: ${part.count} of ${part.limit ?? "–"} weighted characters (${samplePost.length} characters) — ${verdict}`,
      );
    }
    const failed = check.score.checks.filter((item) => !item.pass).map((item) => item.label);
    console.log(
      `  withinLimits: ${check.withinLimits}; score ${check.score.score}/100${failed.length > 0 ? `; to improve: ${failed.join(", ")}` : ""}`,
    );

    const usage = await callTool<Usage>(client, "get_usage", {});
    console.log(
      `\nget_usage:\n  ${usage.planLabel}: ${usage.used} of ${usage.limit} generations used, ${usage.remaining} left${usage.credits > 0 ? ` (${usage.credits} bonus credits)` : ""}`,
    );
    if (usage.periodEnd) console.log(`  the period ends ${usage.periodEnd}`);
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(`mcp:session: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
