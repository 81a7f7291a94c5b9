// npm run mcp:session — a short session with Hookline's MCP server, as an agent would have it: connects with the
// official SDK client to ${HOOKLINE_URL:-http://localhost:3000}/api/mcp with the key in HOOKLINE_API_KEY, lists the
// tools, checks an X post against X's limits and reads the plan's usage. Spends no generation. With `--campaign` it
// also opens a small campaign (X, LinkedIn and a Meta ad for one week) with create_campaign, approves it at once, and
// reads it with get_campaign until every asset is written: that spends one generation per asset.
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

type CampaignAnswer = {
  id: string;
  status: string;
  messageHouse: { coreMessage: string; pillars: { title: string; keyMessages: number[] }[] } | null;
  progress: { total: number; done: number; failed: number };
  assets: {
    channel: string;
    slot: number;
    status: string;
    text: string;
    length: { count: number; limit: number | null; within: boolean };
  }[];
  coverage: { keyMessages: { text: string; covered: boolean }[] };
  guardrails: { bannedTermHits: number; missingDisclosures: number; missingCallsToAction: number };
};

const campaignBrief = {
  name: "MCP session launch",
  goal: "launch",
  offer: "Half off the first month",
  audience: "Founders of small SaaS teams",
  keyMessages: ["Onboard in two days, not two weeks", "Every post fits its platform"],
  proofPoints: ["Used by 1,200 teams"],
  callToAction: "Start your free trial",
  landingUrl: "https://example.com/launch",
  bannedTerms: ["guaranteed"],
  disclosure: "Ad. Terms apply.",
  channels: ["x", "linkedin", "metaAd"],
  startDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  weeks: 1,
};

async function campaignSession(client: Client): Promise<void> {
  console.log(
    `\ncreate_campaign (approve: true): ${campaignBrief.channels.join(", ")} for ${campaignBrief.weeks} week`,
  );
  let { campaign } = await callTool<{ campaign: CampaignAnswer }>(client, "create_campaign", {
    ...campaignBrief,
    approve: true,
  });
  console.log(`  ${campaign.id}: ${campaign.status}, ${campaign.progress.total} assets (one generation each)`);
  if (campaign.messageHouse) {
    console.log(`  core message: ${campaign.messageHouse.coreMessage}`);
    for (const pillar of campaign.messageHouse.pillars)
      console.log(
        `  pillar "${pillar.title}" carries key messages ${pillar.keyMessages.map((index) => index + 1).join(", ")}`,
      );
  }
  const deadline = Date.now() + 5 * 60_000;
  while (campaign.status === "running" || campaign.status === "approved") {
    if (Date.now() > deadline) throw new Error("the campaign was still being written after 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    ({ campaign } = await callTool<{ campaign: CampaignAnswer }>(client, "get_campaign", { id: campaign.id }));
  }
  console.log(`\nget_campaign: ${campaign.status}, ${campaign.progress.done} of ${campaign.progress.total} written`);
  for (const asset of campaign.assets) {
    const limit = asset.length.limit === null ? "no hard limit" : `${asset.length.count} of ${asset.length.limit}`;
    console.log(
      `  ${`${asset.channel} ${asset.slot + 1}`.padEnd(12)} ${asset.status.padEnd(6)} ${limit}${asset.length.within ? "" : " (over)"}: ${asset.text.replace(/\s+/g, " ").slice(0, 70)}…`,
    );
  }
  const covered = campaign.coverage.keyMessages.filter((row) => row.covered).length;
  const { bannedTermHits, missingDisclosures, missingCallsToAction } = campaign.guardrails;
  console.log(`  key messages covered: ${covered} of ${campaign.coverage.keyMessages.length}`);
  console.log(
    `  guardrails: ${bannedTermHits} banned-term hits, ${missingDisclosures} paid ads without the disclosure, ${missingCallsToAction} assets without the call to action`,
  );
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
    if (process.argv.includes("--campaign")) await campaignSession(client);
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(`mcp:session: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
