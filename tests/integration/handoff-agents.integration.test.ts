// Exports and sends as an agent makes them: /api/v1 with an API key, and the MCP tools over real HTTP with the
// official SDK client, on the real database and job queue, sending to a local fake of Typefully's API. The Buffer
// files come back as text and as CSV resources; a send retried with its Idempotency-Key answers the first answer and
// makes no second draft.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { ApiScope } from "@/lib/api-keys/scopes";
import { bufferFile } from "@/lib/config/handoff";
import type { BufferExportAnswer, HandoffRecord, SendAnswer } from "@/lib/handoff/schema";
import type { JobWorker } from "@/lib/jobs/worker";

import { apiKeyFor, v1Request } from "../support/api-v1";
import { appUrl } from "../support/auth-requests";
import { everyChannelBrief } from "../support/campaigns";
import { startFakeTypefully, type FakeTypefully } from "../support/fake-typefully";
import { startHandoffWorker } from "../support/handoff-worker";
import { serveRoute, type Listening } from "../support/node-route-server";
import { routeContext } from "../support/route-requests";
import { trialSubscriber } from "../support/subscribers";

let fake: FakeTypefully;
let worker: JobWorker;
let listening: Listening;
const clients: Client[] = [];
let lib: {
  store: typeof import("@/lib/campaigns/store");
  connections: typeof import("@/lib/handoff/connections");
  db: typeof import("@/lib/db");
  exportRoute: typeof import("@/app/api/v1/campaigns/[id]/exports/buffer/route");
  sendRoute: typeof import("@/app/api/v1/campaigns/[id]/send/route");
  handoffsRoute: typeof import("@/app/api/v1/campaigns/[id]/handoffs/route");
};

beforeAll(async () => {
  fake = await startFakeTypefully();
  process.env.TYPEFULLY_API_URL = fake.url;
  vi.resetModules(); // lib/env reads process.env once per module graph: everything below is imported after this
  lib = {
    store: await import("@/lib/campaigns/store"),
    connections: await import("@/lib/handoff/connections"),
    db: await import("@/lib/db"),
    exportRoute: await import("@/app/api/v1/campaigns/[id]/exports/buffer/route"),
    sendRoute: await import("@/app/api/v1/campaigns/[id]/send/route"),
    handoffsRoute: await import("@/app/api/v1/campaigns/[id]/handoffs/route"),
  };
  const mcp = await import("@/app/api/mcp/route");
  listening = await serveRoute((request) => mcp.POST(request, undefined), 0, appUrl);
  worker = await startHandoffWorker();
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await listening?.close();
  process.env.TYPEFULLY_API_URL = "";
  vi.resetModules();
  await fake?.close();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const xLimit = 280;

/** A user with Typefully connected, and a campaign whose X and LinkedIn posts are written; one X post is too long. */
async function campaignReady(label: string, scopes: ApiScope[]) {
  const user = await trialSubscriber(label);
  await lib.connections.saveConnection(user.id, {
    provider: "typefully",
    apiKey: fake.apiKey,
    socialSetId: String(fake.socialSets[0]!.id),
    socialSetName: fake.socialSets[0]!.name,
  });
  const campaign = await lib.store.createCampaign(
    user.id,
    everyChannelBrief({ channels: ["x", "linkedin"], startDate: "2027-03-01", weeks: 1 }),
  );
  const written = [
    { channel: "x", slot: 0, text: "Onboard in two days. Start your free trial: https://hookline.example/autumn" },
    { channel: "x", slot: 1, text: "y".repeat(xLimit + 1) },
    { channel: "linkedin", slot: 0, text: "Every post fits its platform.\n\nStart your free trial." },
  ];
  for (const asset of written)
    await lib.db.getDb().campaignAsset.create({
      data: { campaignId: campaign.id, ...asset, pillar: 0, keyMessages: [0], status: "done", writer: "Test" },
    });
  const { key } = await apiKeyFor(user.id, scopes);
  return { user, key, id: campaign.id };
}

const choices = { destination: "typefully", timeZone: "Europe/Berlin", time: "09:30" };

async function settled(key: string, id: string): Promise<HandoffRecord[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await lib.handoffsRoute.GET(v1Request(`/campaigns/${id}/handoffs`, key), routeContext(id));
    expect(response.status).toBe(200);
    const { handoffs } = (await response.json()) as { handoffs: HandoffRecord[] };
    const moving = handoffs.some((row) => row.status === "queued" || row.status === "waiting");
    if (!moving || Date.now() > deadline) return handoffs;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: "hookline-handoff-tests", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL("/api/mcp", listening.url), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
    }),
  );
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;

describe("/api/v1 hand-off", () => {
  it("exports the posts as Buffer files in the answer, holding the one over X's limit", async () => {
    const { key, id } = await campaignReady("v1-buffer", ["campaigns:read"]);
    const response = await lib.exportRoute.POST(
      v1Request(`/campaigns/${id}/exports/buffer`, key, { body: { timeZone: "America/New_York" } }),
      routeContext(id),
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as BufferExportAnswer;
    expect(answer.files.map((file) => [file.channel, file.rows])).toEqual([
      ["x", 1],
      ["linkedin", 1],
    ]);
    const x = answer.files.find((file) => file.channel === "x")!;
    expect(x.content.split("\r\n")[0]).toBe(bufferFile.header.join(","));
    // 09:00 on New York's clock, as Buffer reads it: not converted to UTC.
    expect(x.content).toContain('"2027-03-01 09:00"');
    expect(answer.held).toEqual([expect.objectContaining({ channel: "x", reason: "over_limit" })]);
  });

  it("sends once per Idempotency-Key: the retry answers the first answer and Typefully gets one draft per post", async () => {
    const { key, id } = await campaignReady("v1-send", ["campaigns:send", "campaigns:read"]);
    const drafts = fake.drafts.length;
    const send = () =>
      lib.sendRoute.POST(
        v1Request(`/campaigns/${id}/send`, key, { body: choices, idempotencyKey: `send-${id}` }),
        routeContext(id),
      );
    const first = await send();
    expect(first.status).toBe(202);
    const answer = (await first.json()) as SendAnswer;
    expect(answer.handoffs.map((row) => [row.channel, row.status])).toEqual([
      ["x", "queued"],
      ["linkedin", "queued"],
    ]);
    expect(answer.held.map((post) => post.reason)).toEqual(["over_limit"]);

    const retry = await send();
    expect(retry.status).toBe(202);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(answer);

    const handoffs = await settled(key, id);
    expect(handoffs.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(handoffs.every((row) => row.remoteUrl)).toBe(true);
    expect(fake.drafts.length - drafts).toBe(2);

    // Without a key a send is a new request: the posts already sent are held, never sent twice.
    const again = await lib.sendRoute.POST(
      v1Request(`/campaigns/${id}/send`, key, { body: choices }),
      routeContext(id),
    );
    const second = (await again.json()) as SendAnswer;
    expect(second.handoffs).toEqual([]);
    expect(second.held.map((post) => post.reason).sort()).toEqual(["already_sent", "already_sent", "over_limit"]);
    expect(fake.drafts.length - drafts).toBe(2);
  });
});

describe("MCP hand-off tools", () => {
  it("export_campaign gives each Buffer file as a CSV resource; send_campaign replays with its idempotencyKey", async () => {
    const { key, id } = await campaignReady("mcp-handoff", ["campaigns:read", "campaigns:send"]);
    const client = await connect(key);
    const { tools } = await client.listTools();
    const send = tools.find((tool) => tool.name === "send_campaign");
    expect(send?.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false, openWorldHint: true });
    expect(tools.find((tool) => tool.name === "export_campaign")?.annotations?.readOnlyHint).toBe(false);

    const exported = await call(client, "export_campaign", { id, timeZone: "Europe/Berlin", freePlan: true });
    expect(exported.isError).toBeFalsy();
    const resources = exported.content.flatMap((part) => (part.type === "resource" ? [part.resource] : []));
    expect(resources.map((resource) => resource.mimeType)).toEqual(["text/csv", "text/csv"]);
    const text = resources[0] && "text" in resources[0] ? resources[0].text : "";
    expect(text.startsWith(`${bufferFile.header.join(",")}\r\n`)).toBe(true);

    const drafts = fake.drafts.length;
    const args = { id, ...choices, idempotencyKey: `mcp-${id}` };
    const first = await call(client, "send_campaign", args);
    expect(first.isError).toBeFalsy();
    const replay = await call(client, "send_campaign", args);
    expect(replay.structuredContent).toEqual(first.structuredContent);
    expect((first.structuredContent as SendAnswer).handoffs).toHaveLength(2);
    const reused = await call(client, "send_campaign", { ...args, schedule: true });
    expect(reused.isError).toBe(true);
    await settled(key, id);
    expect(fake.drafts.length - drafts).toBe(2);
  });

  it("refuses send_campaign to a key without campaigns:send", async () => {
    const { key, id } = await campaignReady("mcp-handoff-scope", ["campaigns:read"]);
    const refused = await call(await connect(key), "send_campaign", { id, ...choices });
    expect(refused.isError).toBe(true);
    expect(refused.content[0]).toMatchObject({
      type: "text",
      text: expect.stringMatching(/^forbidden: .*campaigns:send/),
    });
  });
});
