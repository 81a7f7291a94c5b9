// The campaign tools over the MCP endpoint, as an agent uses them: the official SDK client over real HTTP with an API
// key, on the real database.
import { randomUUID } from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { ApiScope } from "@/lib/api-keys/scopes";
import { createApiKey } from "@/lib/api-keys/store";
import { apiCampaignAnswerSchema } from "@/lib/api/v1/campaign-schemas";
import { messageHouseSchema, type CampaignBriefForm } from "@/lib/campaigns/schema";
import { validBrief } from "@/lib/campaigns/test-brief";
import { campaignLimits } from "@/lib/config/campaigns";
import { getDb } from "@/lib/db";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { appUrl } from "../support/auth-requests";
import type { FakeAI } from "../support/fake-ai";
import { serveRoute, type Listening } from "../support/node-route-server";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let listening: Listening;
let endpoint: URL;
const clients: Client[] = [];

beforeAll(async () => {
  fake = await useFakeAI();
  const route = await import("@/app/api/mcp/route");
  listening = await serveRoute((request) => route.POST(request, undefined), 0, appUrl);
  endpoint = new URL("/api/mcp", listening.url);
});
afterAll(async () => {
  await listening.close();
  await stopFakeAI(fake);
});
beforeEach(() => fake.reset());
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const campaignScopes: ApiScope[] = ["campaigns:read", "campaigns:write"];

async function agentKey(label: string, { used = 0, scopes = campaignScopes } = {}) {
  const user = await trialSubscriber(label, used);
  const { key } = await createApiKey(user.id, { name: `${label} agent`, scopes });
  return { user, key };
}

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: "hookline-campaign-tests", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { Authorization: `Bearer ${key}` } } }),
  );
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

const campaignOf = (result: CallToolResult) => apiCampaignAnswerSchema.parse(result.structuredContent).campaign;

/** A short campaign: one organic channel for one week, so its assets fit a trial's generations. */
const shortBrief = { ...validBrief, channels: ["linkedin"], weeks: 1 } satisfies CampaignBriefForm;

describe("MCP campaign tools", () => {
  it("lists create_campaign, get_campaign and approve_campaign with the API's JSON schemas", async () => {
    const { key } = await agentKey("mcp-campaign-list");
    const { tools } = await (await connect(key)).listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));

    const create = byName.get("create_campaign");
    expect(create?.inputSchema.required).toEqual(
      expect.arrayContaining(["name", "goal", "keyMessages", "callToAction", "landingUrl", "channels", "startDate"]),
    );
    expect(create?.inputSchema.required).not.toContain("approve");
    expect(create?.inputSchema.properties?.approve).toMatchObject({ type: "boolean", default: false });
    expect(create?.inputSchema.properties?.keyMessages).toMatchObject({
      type: "array",
      maxItems: campaignLimits.keyMessages.max,
    });
    expect(create?.description).toMatch(/one generation/);
    expect(create?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: true });

    for (const name of ["get_campaign", "approve_campaign"]) {
      const tool = byName.get(name);
      expect(tool?.inputSchema.required, name).toEqual(["id"]);
      expect(tool?.inputSchema.properties?.id, name).toMatchObject({ type: "string", format: "uuid" });
    }
    expect(byName.get("get_campaign")?.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
    expect(byName.get("approve_campaign")?.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    for (const name of ["create_campaign", "get_campaign", "approve_campaign"]) {
      const output = byName.get(name)?.outputSchema;
      expect(output?.type, name).toBe("object");
      expect(output?.required, name).toEqual(["campaign"]);
    }
  });

  it("opens a campaign with its message house, then reads it by id; another user's is not found", async () => {
    const { user, key } = await agentKey("mcp-campaign-create");
    const client = await connect(key);
    const created = await call(client, "create_campaign", validBrief);
    expect(created.isError, textOf(created)).toBeFalsy();
    const campaign = campaignOf(created);
    expect(campaign).toMatchObject({ status: "house_ready", name: validBrief.name, assets: [] });
    const house = messageHouseSchema.parse(campaign.messageHouse);
    expect(new Set(house.pillars.flatMap((pillar) => pillar.keyMessages))).toEqual(new Set([0, 1]));
    expect(JSON.parse(textOf(created))).toEqual(created.structuredContent);

    const read = await call(client, "get_campaign", { id: campaign.id });
    expect(read.isError, textOf(read)).toBeFalsy();
    expect(campaignOf(read)).toEqual(campaign);
    expect(await unitsUsed(user.id)).toBe(0);

    const { key: strangerKey } = await agentKey("mcp-campaign-stranger");
    const stranger = await call(await connect(strangerKey), "get_campaign", { id: campaign.id });
    expect(stranger.isError).toBe(true);
    expect(textOf(stranger)).toMatch(/^not_found: /);
    const unknown = await call(client, "get_campaign", { id: randomUUID() });
    expect(textOf(unknown)).toMatch(/^not_found: /);
  });

  it("refuses a brief that breaks its rules, naming the field, and opens nothing", async () => {
    const { user, key } = await agentKey("mcp-campaign-invalid");
    const client = await connect(key);
    const six = Array.from({ length: campaignLimits.keyMessages.max + 1 }, (_, i) => `Key message ${i + 1}`);
    const tooMany = await call(client, "create_campaign", { ...validBrief, keyMessages: six });
    expect(tooMany.isError).toBe(true);
    expect(textOf(tooMany)).toMatch(/keyMessages/);
    expect(textOf(tooMany)).toMatch(new RegExp(`Keep to ${campaignLimits.keyMessages.max} key messages`));
    const http = await call(client, "create_campaign", { ...validBrief, landingUrl: "http://hookline.example" });
    expect(http.isError).toBe(true);
    expect(textOf(http)).toMatch(/starting with https:\/\//);
    const noId = await call(client, "get_campaign", { id: "not-a-uuid" });
    expect(noId.isError).toBe(true);
    expect(textOf(noId)).toMatch(/id/);
    expect(await getDb().campaign.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses each tool to a key without its scope, naming the scope", async () => {
    const { user, key: writer } = await agentKey("mcp-campaign-scopes", { scopes: ["campaigns:write"] });
    const { key: generator } = await createApiKey(user.id, { name: "Generator", scopes: ["generate"] });
    const created = await call(await connect(writer), "create_campaign", validBrief);
    const { id } = campaignOf(created);
    const refusals: [string, string, Record<string, unknown>, ApiScope][] = [
      [writer, "get_campaign", { id }, "campaigns:read"],
      [generator, "create_campaign", validBrief, "campaigns:write"],
      [generator, "approve_campaign", { id }, "campaigns:write"],
    ];
    for (const [key, tool, args, scope] of refusals) {
      const result = await call(await connect(key), tool, args);
      expect(result.isError, tool).toBe(true);
      expect(textOf(result), tool).toBe(
        `forbidden: This API key does not have the "${scope}" scope. Make a key with it in your Hookline profile.`,
      );
    }
    expect(await getDb().campaign.count({ where: { userId: user.id } })).toBe(1);
  });

  it("with approve: true and approval refused, still names the campaign it opened so it can be approved later", async () => {
    // No generation left: approval is refused (and, until the engine is merged, not available at all).
    const { user, key } = await agentKey("mcp-campaign-refused", { used: 10 });
    const client = await connect(key);
    const result = await call(client, "create_campaign", { ...shortBrief, approve: true });
    expect(result.isError).toBe(true);
    const campaign = await getDb().campaign.findFirstOrThrow({ where: { userId: user.id }, select: { id: true } });
    expect(textOf(result)).toContain(`The campaign ${campaign.id} was opened with its message house`);
    expect(textOf(result)).toContain("approve_campaign");
    const read = await call(client, "get_campaign", { id: campaign.id });
    expect(campaignOf(read)).toMatchObject({ status: "house_ready", assets: [] });
    expect(await unitsUsed(user.id)).toBe(10);
  });
});

describe("approving over MCP", () => {
  it("create_campaign with approve: true starts writing the assets; approve_campaign again changes nothing", async () => {
    const { key } = await agentKey("mcp-campaign-approve");
    const client = await connect(key);
    const result = await call(client, "create_campaign", { ...shortBrief, approve: true });
    expect(result.isError, textOf(result)).toBeFalsy();
    const campaign = campaignOf(result);
    const slots = campaign.calendar.flatMap((week) => week.slots).length;
    expect(["approved", "running", "done"]).toContain(campaign.status);
    expect(campaign.progress).toMatchObject({ total: slots, units: slots });

    const again = await call(client, "approve_campaign", { id: campaign.id });
    expect(again.isError, textOf(again)).toBeFalsy();
    expect(
      campaignOf(again)
        .assets.map((asset) => asset.id)
        .sort(),
    ).toEqual(campaign.assets.map((asset) => asset.id).sort());
  });

  it("approve_campaign at the plan's limit answers payment_required with the usage and writes nothing", async () => {
    const { key } = await agentKey("mcp-campaign-short", { used: 9 });
    const client = await connect(key);
    const { id } = campaignOf(await call(client, "create_campaign", shortBrief));
    const result = await call(client, "approve_campaign", { id });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^payment_required: /);
    expect(textOf(result)).toMatch(/usage: \{.*"remaining":1/);
    expect(campaignOf(await call(client, "get_campaign", { id }))).toMatchObject({ status: "house_ready", assets: [] });
  });
});
