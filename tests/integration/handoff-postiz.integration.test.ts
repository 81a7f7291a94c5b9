// Sending a campaign to Postiz on the real database and the real job queue, against a local fake of Postiz's public
// API that validates bodies as Postiz does: one request per campaign day with every channel's posts and the X
// setting; a 400 and a 401 recorded on each post; a 429 keeping the batch until the window ends; a repeated send
// making no second draft; a post over its integration's maximum, or on a channel Postiz has no integration for,
// never sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { CampaignAnswer } from "@/lib/campaigns/answer";
import type { JobWorker } from "@/lib/jobs/worker";

import { everyChannelBrief } from "../support/campaigns";
import { startFakePostiz, type FakePostiz } from "../support/fake-postiz";
import { startHandoffWorker } from "../support/handoff-worker";
import { apiRequest, routeContext } from "../support/route-requests";
import { paidSubscriber } from "../support/subscribers";

let fake: FakePostiz;
let worker: JobWorker;
let lib: {
  send: typeof import("@/lib/handoff/send");
  connection: typeof import("@/lib/handoff/postiz/connection");
  connections: typeof import("@/lib/handoff/connections");
  store: typeof import("@/lib/campaigns/store");
  board: typeof import("@/lib/campaigns/board");
  db: typeof import("@/lib/db");
  routes: {
    postiz: typeof import("@/app/api/connections/postiz/route");
    test: typeof import("@/app/api/connections/postiz/test/route");
    connections: typeof import("@/app/api/connections/route");
    send: typeof import("@/app/api/campaigns/[id]/send/route");
  };
};

const threadsMax = 120;

beforeAll(async () => {
  fake = await startFakePostiz([
    { id: "int-x", name: "Hookline on X", identifier: "x", maxLength: 280 },
    { id: "int-li", name: "Hookline page", identifier: "linkedin-page", maxLength: 3000 },
    { id: "int-ig", name: "hookline.app", identifier: "instagram", maxLength: 2200 },
    // Postiz's maximum here is below the platform's 500: Postiz's own number decides.
    { id: "int-th", name: "Hookline threads", identifier: "threads", maxLength: threadsMax },
  ]);
  // The fake listens on 127.0.0.1 over http: a self-hosted Postiz beside the server. lib/env reads this once per
  // module graph, so the modules are loaded again after it.
  process.env.SCHEDULER_PRIVATE_URLS = "enabled";
  vi.resetModules();
  lib = {
    send: await import("@/lib/handoff/send"),
    connection: await import("@/lib/handoff/postiz/connection"),
    connections: await import("@/lib/handoff/connections"),
    store: await import("@/lib/campaigns/store"),
    board: await import("@/lib/campaigns/board"),
    db: await import("@/lib/db"),
    routes: {
      postiz: await import("@/app/api/connections/postiz/route"),
      test: await import("@/app/api/connections/postiz/test/route"),
      connections: await import("@/app/api/connections/route"),
      send: await import("@/app/api/campaigns/[id]/send/route"),
    },
  };
  worker = await startHandoffWorker();
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await fake?.close();
});

beforeEach(() => fake.reset());

const postRequests = () =>
  fake.received.filter((request) => request.method === "POST" && request.path === "/public/v1/posts");

/** A connected user's campaign on X, LinkedIn, Instagram, Threads and Facebook, every post written. */
async function campaignToSend(label: string, texts: Partial<Record<string, string>> = {}) {
  const user = await paidSubscriber(label);
  await lib.connection.connectPostiz(user.id, { baseUrl: fake.url, apiKey: fake.apiKey });
  const brief = everyChannelBrief({ channels: ["x", "linkedin", "instagram", "threads", "facebook"], weeks: 1 });
  const campaign = await lib.store.createCampaign(user.id, brief);
  const calendar = (await lib.board.campaignAnswer(user.id, campaign.id)).calendar;
  const slots = calendar.flatMap((week) => week.slots.map((item) => ({ channel: item.channel, slot: item.slot - 1 })));
  for (const { channel, slot } of slots)
    await lib.db.getDb().campaignAsset.create({
      data: {
        campaignId: campaign.id,
        channel,
        slot,
        pillar: 0,
        keyMessages: [0],
        text: texts[`${channel}:${slot}`] ?? `${channel} post ${slot + 1}: onboard in two days & ship.\nStart today.`,
        status: "done",
        writer: "Offline writer",
      },
    });
  return { user, answer: await lib.board.campaignAnswer(user.id, campaign.id) };
}

/** Waits until none of the campaign's hand-offs is queued or waiting. */
async function settled(campaignId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await lib.db.getDb().handoff.count({ where: { campaignId, status: { in: ["queued", "waiting"] } } });
    if (open === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return lib.db.getDb().handoff.findMany({ where: { campaignId }, orderBy: { createdAt: "asc" } });
}

/** The first campaign day's posts on the channels Postiz has an integration for. */
const firstDay = (answer: CampaignAnswer) => {
  const dates = [...new Set(answer.assets.map((asset) => asset.date).filter((date) => date !== null))].sort();
  return answer.assets.filter((asset) => asset.date === dates[0] && asset.channel !== "facebook");
};

describe("the connection", () => {
  it("lists the integrations before saving, and saves nothing with a key Postiz refuses", async () => {
    const user = await paidSubscriber("postiz-connect");
    await expect(
      lib.connection.connectPostiz(user.id, { baseUrl: fake.url, apiKey: "pz-wrong-key-0000" }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/Postiz refused the API key/) });
    expect(await lib.connections.connectionSummaries(user.id)).toEqual([]);
    const answer = await lib.connection.connectPostiz(user.id, { baseUrl: `${fake.url}/`, apiKey: fake.apiKey });
    expect(answer.connection).toMatchObject({ provider: "postiz", baseUrl: `${fake.url}/public/v1`, keyHint: "0001" });
    expect(answer.integrations.map((item) => [item.name, item.channel])).toEqual([
      ["Hookline on X", "x"],
      ["Hookline page", "linkedin"],
      ["hookline.app", "instagram"],
      ["Hookline threads", "threads"],
    ]);
    expect(JSON.stringify(answer)).not.toContain(fake.apiKey);
    expect((await lib.connection.testPostiz(user.id)).integrations).toHaveLength(4);
  });
});

describe("the routes", () => {
  it("connect, list, send (202) and disconnect for the signed-in user only", async () => {
    const { user, answer } = await campaignToSend("postiz-routes");
    const { routes } = lib;
    const refused = await routes.postiz.PUT(
      apiRequest("/api/connections/postiz", user.bearer, {
        method: "PUT",
        body: { baseUrl: "https://me:pw@postiz.example.com/api", apiKey: fake.apiKey },
      }),
      undefined,
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "invalid_input", message: /user name and password/ } });
    const connected = await routes.postiz.PUT(
      apiRequest("/api/connections/postiz", user.bearer, {
        method: "PUT",
        body: { baseUrl: fake.url, apiKey: fake.apiKey },
      }),
      undefined,
    );
    expect(connected.status).toBe(200);
    expect(((await connected.json()) as { integrations: unknown[] }).integrations).toHaveLength(4);
    const tested = await routes.test.POST(
      apiRequest("/api/connections/postiz/test", user.bearer, { method: "POST" }),
      undefined,
    );
    expect(tested.status).toBe(200);
    const listed = await routes.connections.GET(apiRequest("/api/connections", user.bearer), undefined);
    expect(await listed.json()).toEqual({
      connections: [expect.objectContaining({ provider: "postiz", keyHint: "0001" })],
    });
    expect(
      JSON.stringify(
        await (await routes.postiz.GET(apiRequest("/api/connections/postiz", user.bearer), undefined)).json(),
      ),
    ).not.toContain(fake.apiKey);

    const path = `/api/campaigns/${answer.id}/send`;
    const bad = await routes.send.POST(
      apiRequest(path, user.bearer, { method: "POST", body: { destination: "postiz", timeZone: "Mars/Base" } }),
      routeContext(answer.id),
    );
    expect(bad.status).toBe(400);
    const stranger = await paidSubscriber("postiz-stranger");
    const foreign = await routes.send.POST(
      apiRequest(path, stranger.bearer, { method: "POST", body: { destination: "postiz", timeZone: "Europe/Berlin" } }),
      routeContext(answer.id),
    );
    expect(foreign.status).toBe(404);
    const sent = await routes.send.POST(
      apiRequest(path, user.bearer, { method: "POST", body: { destination: "postiz", timeZone: "Europe/Berlin" } }),
      routeContext(answer.id),
    );
    expect(sent.status).toBe(202);
    const body = (await sent.json()) as { handoffs: { status: string }[]; held: unknown[] };
    expect(body.handoffs.length).toBeGreaterThan(0);
    expect(body.handoffs.every((record) => record.status === "queued")).toBe(true);
    await settled(answer.id);

    const gone = await routes.postiz.DELETE(
      apiRequest("/api/connections/postiz", user.bearer, { method: "DELETE" }),
      undefined,
    );
    expect(gone.status).toBe(204);
    const after = await routes.send.POST(
      apiRequest(path, user.bearer, { method: "POST", body: { destination: "postiz", timeZone: "Europe/Berlin" } }),
      routeContext(answer.id),
    );
    expect(after.status).toBe(409);
    expect(await after.json()).toMatchObject({ error: { message: /Connect Postiz in your profile/ } });
  }, 30_000);
});

describe("sending a campaign to Postiz", () => {
  it("sends one request per day with every channel's posts and the X setting, and a second send makes no second draft", async () => {
    const long = `${"Threads is where we say more than fits elsewhere. ".repeat(3)}`;
    const { user, answer } = await campaignToSend("postiz-send", { "threads:0": long });
    expect(long.length).toBeGreaterThan(threadsMax);
    const sent = await lib.send.sendCampaign(user.id, answer.id, {
      destination: "postiz",
      timeZone: "Europe/Berlin",
      time: "09:00",
      whoCanReply: "following",
    });
    const overLimit = answer.assets.find((asset) => asset.channel === "threads" && asset.slot === 0)!;
    const facebook = answer.assets.filter((asset) => asset.channel === "facebook");
    expect(sent.held).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          assetId: overLimit.id,
          reason: "over_limit",
          message: expect.stringMatching(/takes 120/),
        }),
        ...facebook.map((asset) =>
          expect.objectContaining({
            assetId: asset.id,
            reason: "not_supported",
            message: expect.stringMatching(/no Facebook channel/),
          }),
        ),
      ]),
    );
    const going = answer.assets.filter((asset) => asset.channel !== "facebook" && asset.id !== overLimit.id);
    expect(sent.handoffs.map((record) => record.assetId).sort()).toEqual(going.map((asset) => asset.id).sort());
    expect(sent.handoffs.every((record) => record.status === "queued")).toBe(true);

    const records = await settled(answer.id);
    expect(records).toHaveLength(going.length);
    for (const record of records)
      expect(record).toMatchObject({ status: "sent", httpStatus: 201, message: "Draft created in Postiz." });
    // One request per campaign day, each carrying that day's posts on every channel, dated at 09:00 in Berlin.
    const days = [...new Set(going.map((asset) => asset.date!))].sort();
    expect(postRequests()).toHaveLength(days.length);
    expect(fake.accepted).toHaveLength(days.length);
    for (const day of days) {
      const body = fake.accepted.find((item) => (item as { date: string }).date.startsWith(day)) as {
        type: string;
        date: string;
        posts: { integration: { id: string }; settings: Record<string, string>; value: { content: string }[] }[];
      };
      expect(body, day).toBeDefined();
      expect(body.type).toBe("draft");
      expect(body.date).toBe(`${day}T08:00:00.000Z`);
      const ofDay = going.filter((asset) => asset.date === day);
      expect(body.posts.map((post) => post.integration.id).sort()).toEqual(
        ofDay
          .map(
            (asset) =>
              ({ x: "int-x", linkedin: "int-li", instagram: "int-ig", threads: "int-th" })[asset.channel as "x"],
          )
          .sort(),
      );
      for (const post of body.posts.filter((item) => item.integration.id === "int-x"))
        expect(post.settings).toMatchObject({ who_can_reply_post: "following" });
      expect(body.posts[0]!.value[0]!.content).toMatch(
        /^<p>.* onboard in two days &amp; ship\.<\/p><p>Start today\.<\/p>$/,
      );
    }
    // Each post is recorded with Postiz's id for it.
    expect(new Set(records.map((record) => record.remoteId))).toEqual(new Set(fake.created.map((post) => post.postId)));
    // Neither the over-limit post nor the Facebook ones reached Postiz.
    expect(JSON.stringify(fake.accepted)).not.toContain("Threads is where we say more");
    expect(fake.created).toHaveLength(going.length);

    // The same send again: nothing new is created, every post is said to be in Postiz already.
    const again = await lib.send.sendCampaign(user.id, answer.id, {
      destination: "postiz",
      timeZone: "Europe/Berlin",
      whoCanReply: "following",
    });
    expect(again.handoffs).toEqual([]);
    expect(again.held.filter((item) => item.reason === "already_sent")).toHaveLength(going.length);
    await settled(answer.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fake.created).toHaveLength(going.length);
    expect(postRequests()).toHaveLength(days.length);
  }, 60_000);

  it("records Postiz's 400 on each post of the request, and sends them once when sent again", async () => {
    const { user, answer } = await campaignToSend("postiz-400");
    const day = firstDay(answer);
    fake.force({ status: 400, message: ["posts.0.value.0.content is too long for this channel"] });
    await lib.send.sendCampaign(user.id, answer.id, {
      destination: "postiz",
      timeZone: "America/New_York",
      assetIds: day.map((asset) => asset.id),
    });
    const records = await settled(answer.id);
    expect(records).toHaveLength(day.length);
    for (const record of records)
      expect(record).toMatchObject({
        status: "failed",
        httpStatus: 400,
        message: expect.stringContaining("posts.0.value.0.content is too long for this channel"),
      });
    expect(fake.created).toHaveLength(0);

    // Sent again once fixed: each post is created once.
    const again = await lib.send.sendCampaign(user.id, answer.id, {
      destination: "postiz",
      timeZone: "America/New_York",
      assetIds: day.map((asset) => asset.id),
    });
    expect(again.handoffs).toHaveLength(day.length);
    expect((await settled(answer.id)).every((record) => record.status === "sent")).toBe(true);
    expect(fake.created).toHaveLength(day.length);
  }, 30_000);

  it("records Postiz's 401 on each post, telling the user to check the key", async () => {
    const { user, answer } = await campaignToSend("postiz-401");
    const day = firstDay(answer);
    fake.force({ status: 401 });
    await lib.send.sendCampaign(user.id, answer.id, {
      destination: "postiz",
      timeZone: "Europe/Berlin",
      assetIds: day.map((asset) => asset.id),
    });
    const records = await settled(answer.id);
    expect(records).toHaveLength(day.length);
    for (const record of records)
      expect(record).toMatchObject({
        status: "failed",
        httpStatus: 401,
        message: "Postiz refused the API key: check it in your profile.",
      });
    expect(fake.created).toHaveLength(0);
  }, 30_000);

  it("keeps the batch through a 429 and sends it once the window is over, once", async () => {
    const { user, answer } = await campaignToSend("postiz-429");
    const day = firstDay(answer);
    fake.force({ status: 429, retryAfterSeconds: 1 });
    const before = Date.now();
    await lib.send.sendCampaign(user.id, answer.id, {
      destination: "postiz",
      timeZone: "Europe/Berlin",
      assetIds: day.map((asset) => asset.id),
    });
    // The window: the posts wait, with the time they are tried again.
    const deadline = Date.now() + 10_000;
    let waiting: Awaited<ReturnType<typeof settled>> = [];
    while (Date.now() < deadline) {
      waiting = await lib.db.getDb().handoff.findMany({ where: { campaignId: answer.id, status: "waiting" } });
      if (waiting.length > 0 || fake.created.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(waiting).toHaveLength(day.length);
    expect(waiting[0]).toMatchObject({ httpStatus: 429, message: expect.stringMatching(/hourly limit/) });
    expect(waiting[0]!.retryAt!.getTime()).toBeGreaterThanOrEqual(before + 1000);
    expect(fake.created).toHaveLength(0);
    const records = await settled(answer.id, 20_000);
    expect(records.map((record) => record.status)).toEqual(day.map(() => "sent"));
    expect(records.every((record) => record.retryAt === null)).toBe(true);
    expect(postRequests()).toHaveLength(2);
    expect(fake.created).toHaveLength(day.length);
  }, 40_000);

  it("tries again after a 500 and creates the posts once", async () => {
    const { user, answer } = await campaignToSend("postiz-500");
    const day = firstDay(answer);
    fake.force({ status: 500 });
    await lib.send.sendCampaign(user.id, answer.id, {
      destination: "postiz",
      timeZone: "Europe/Berlin",
      assetIds: day.map((asset) => asset.id),
    });
    const records = await settled(answer.id, 30_000);
    expect(records.map((record) => record.status)).toEqual(day.map(() => "sent"));
    expect(postRequests()).toHaveLength(2);
    expect(fake.created).toHaveLength(day.length);
  }, 45_000);
});
