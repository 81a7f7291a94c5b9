// Sending a campaign to Typefully on the real database and the real job queue, against a local fake of Typefully's
// API: the connection (the key checked with Typefully before it is saved, sealed at rest), one draft per post with its
// platform, an X thread as several posts, publish_at only when scheduling, a share link on request, Typefully's 400 and
// 401 recorded on the post, a 429 waited out and sent, a 500 retried, a second send making no second draft, and a post
// over its limit never sent.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { HandoffRecord } from "@/lib/handoff/schema";
import type { JobWorker } from "@/lib/jobs/worker";

import { signedInUser } from "../support/auth-requests";
import { everyChannelBrief } from "../support/campaigns";
import { startFakeTypefully, type FakeTypefully } from "../support/fake-typefully";
import { startHandoffWorker } from "../support/handoff-worker";
import { apiRequest, routeContext } from "../support/route-requests";

let fake: FakeTypefully;
let worker: JobWorker;
let lib: {
  send: typeof import("@/lib/handoff/send");
  history: typeof import("@/lib/handoff/history");
  store: typeof import("@/lib/campaigns/store");
  db: typeof import("@/lib/db");
  connection: typeof import("@/app/api/connections/typefully/route");
  socialSets: typeof import("@/app/api/connections/typefully/social-sets/route");
  handoffs: typeof import("@/app/api/campaigns/[id]/handoffs/route");
};

beforeAll(async () => {
  fake = await startFakeTypefully();
  process.env.TYPEFULLY_API_URL = fake.url;
  vi.resetModules(); // lib/env reads process.env once per module graph: everything below is imported after this
  lib = {
    send: await import("@/lib/handoff/send"),
    history: await import("@/lib/handoff/history"),
    store: await import("@/lib/campaigns/store"),
    db: await import("@/lib/db"),
    connection: await import("@/app/api/connections/typefully/route"),
    socialSets: await import("@/app/api/connections/typefully/social-sets/route"),
    handoffs: await import("@/app/api/campaigns/[id]/handoffs/route"),
  };
  worker = await startHandoffWorker();
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  process.env.TYPEFULLY_API_URL = "";
  vi.resetModules();
  await fake?.close();
});

type User = { id: string; bearer: string };
type Written = { channel: "x" | "linkedin" | "threads"; slot?: number; text: string };

const [firstSet, secondSet] = [4101, 4102].map(String) as [string, string];

const putConnection = (user: User, body: unknown) =>
  lib.connection.PUT(apiRequest("/api/connections/typefully", user.bearer, { method: "PUT", body }), undefined);

async function connected(label: string): Promise<User> {
  const user = await signedInUser(label);
  const response = await putConnection(user, { apiKey: fake.apiKey, socialSetId: firstSet });
  expect(response.status).toBe(200);
  return user;
}

/** A campaign on X, LinkedIn and Threads whose assets are written as given (put straight in the database). */
async function campaignWith(userId: string, assets: Written[]): Promise<string> {
  const campaign = await lib.store.createCampaign(
    userId,
    everyChannelBrief({ channels: ["x", "linkedin", "threads"], startDate: "2027-03-01", weeks: 1 }),
  );
  for (const asset of assets)
    await lib.db.getDb().campaignAsset.create({
      data: {
        campaignId: campaign.id,
        channel: asset.channel,
        slot: asset.slot ?? 0,
        pillar: 0,
        keyMessages: [0],
        text: asset.text,
        status: "done",
        writer: "Offline writer",
      },
    });
  return campaign.id;
}

const sendTo = (userId: string, campaignId: string, choices: Record<string, unknown> = {}) =>
  lib.send.sendCampaign(userId, campaignId, { destination: "typefully", timeZone: "Europe/Berlin", ...choices });

/** The campaign's hand-offs once none is queued or waiting any more (the board's list, read through its route). */
async function settledHandoffs(user: User, campaignId: string, timeoutMs = 20_000): Promise<HandoffRecord[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await lib.handoffs.GET(
      apiRequest(`/api/campaigns/${campaignId}/handoffs`, user.bearer),
      routeContext(campaignId),
    );
    expect(response.status).toBe(200);
    const { handoffs } = (await response.json()) as { handoffs: HandoffRecord[] };
    if (handoffs.every((row) => row.status !== "queued" && row.status !== "waiting")) return handoffs;
    if (Date.now() > deadline) throw new Error(`hand-offs still pending: ${JSON.stringify(handoffs)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const draftsWith = (text: string) =>
  fake.drafts.filter((draft) => JSON.stringify(draft.body.platforms).includes(JSON.stringify(text).slice(1, -1)));

describe("the Typefully connection", () => {
  it("lists the key's social sets, saves only a set of that account, seals the key and forgets it on disconnect", async () => {
    const user = await signedInUser("typefully-connect");
    const listed = await lib.socialSets.POST(
      apiRequest("/api/connections/typefully/social-sets", user.bearer, {
        method: "POST",
        body: { apiKey: fake.apiKey },
      }),
      undefined,
    );
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({
      socialSets: [
        { id: firstSet, label: "Hookline (@hookline)" },
        { id: secondSet, label: "Client brand (@hooklineclient)" },
      ],
    });

    const wrongKey = await putConnection(user, { apiKey: "tf_wrong_key", socialSetId: firstSet });
    expect(wrongKey.status).toBe(400);
    expect(((await wrongKey.json()) as { error: { message: string } }).error.message).toBe(
      "Typefully refused the API key: check it in your profile.",
    );
    const otherSet = await putConnection(user, { apiKey: fake.apiKey, socialSetId: "999" });
    expect(otherSet.status).toBe(400);
    expect(await lib.db.getDb().schedulerConnection.count({ where: { userId: user.id } })).toBe(0);

    const saved = await putConnection(user, { apiKey: fake.apiKey, socialSetId: secondSet });
    expect(saved.status).toBe(200);
    const { connection } = (await saved.json()) as { connection: Record<string, unknown> };
    expect(connection).toMatchObject({
      provider: "typefully",
      keyHint: fake.apiKey.slice(-4),
      socialSetId: secondSet,
      socialSetName: "Client brand (@hooklineclient)",
    });
    expect(JSON.stringify(connection)).not.toContain(fake.apiKey);
    const row = await lib.db.getDb().schedulerConnection.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.sealedKey).not.toContain(fake.apiKey);
    expect(row.sealedKey).not.toContain(Buffer.from(fake.apiKey).toString("base64url"));

    // The saved key lists the sets again without being sent.
    const again = await lib.socialSets.POST(
      apiRequest("/api/connections/typefully/social-sets", user.bearer, { method: "POST", body: {} }),
      undefined,
    );
    expect(again.status).toBe(200);

    const removed = await lib.connection.DELETE(
      apiRequest("/api/connections/typefully", user.bearer, { method: "DELETE" }),
      undefined,
    );
    expect(removed.status).toBe(204);
    expect(await lib.db.getDb().schedulerConnection.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("sending a campaign to Typefully", () => {
  it("creates one draft per post with its platform, an X thread as several posts, no publish_at and no share link", async () => {
    const user = await connected("typefully-drafts");
    // Longer than one X post as a whole (each part is within X's limit): it goes as a thread of three.
    const middle = `Every post fits its platform. ${"Counted as X counts, before it leaves. ".repeat(6)}`.trim();
    const thread = `Why we built it.\n---\n${middle}\n---\nStart your free trial.`;
    const id = await campaignWith(user.id, [
      { channel: "x", text: thread },
      { channel: "linkedin", text: "Onboard your team in two days (LinkedIn)." },
      { channel: "threads", text: "Your voice in every channel (Threads)." },
    ]);
    expect(thread.length).toBeGreaterThan(280);
    const before = fake.drafts.length;
    const answer = await sendTo(user.id, id);
    expect(answer.handoffs).toHaveLength(3);
    expect(answer.held).toEqual([]);
    const handoffs = await settledHandoffs(user, id);
    expect(handoffs.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
    const drafts = fake.drafts.slice(before);
    expect(drafts).toHaveLength(3);
    for (const draft of drafts) {
      expect(draft.socialSetId).toBe(4101);
      expect(Object.keys(draft.body.platforms as object)).toHaveLength(1);
      expect(draft.body).not.toHaveProperty("publish_at");
      expect(draft.body).not.toHaveProperty("share");
    }
    const [xDraft] = draftsWith("Why we built it.");
    expect(xDraft?.body.platforms).toEqual({
      x: {
        enabled: true,
        posts: [{ text: "Why we built it." }, { text: middle }, { text: "Start your free trial." }],
      },
    });
    expect(draftsWith("(LinkedIn)")[0]?.body.platforms).toHaveProperty("linkedin.enabled", true);
    expect(draftsWith("(Threads)")[0]?.body.platforms).toHaveProperty("threads.enabled", true);
    // Each record names its draft and links to it in Typefully.
    for (const row of handoffs) {
      const draft = fake.drafts.find((candidate) => String(candidate.id) === row.remoteId);
      expect(draft).toBeDefined();
      expect(row).toMatchObject({
        httpStatus: 201,
        message: "Draft created in Typefully",
        remoteUrl: `https://typefully.com/?d=${row.remoteId}&a=4101`,
      });
    }
  });

  it("sets publish_at at the post's time when scheduling, and answers Typefully's share link when asked", async () => {
    const user = await connected("typefully-schedule");
    const id = await campaignWith(user.id, [{ channel: "x", text: "Scheduled and shared." }]);
    await sendTo(user.id, id, { schedule: true, share: true, time: "09:30" });
    const [row] = await settledHandoffs(user, id);
    const [draft] = draftsWith("Scheduled and shared.");
    expect(row?.postAt).toBeTruthy();
    // 09:30 on Berlin's clock (winter: UTC+1) is 08:30 UTC.
    expect(row?.postAt).toMatch(/T08:30:00\.000Z$/);
    expect(draft?.body.publish_at).toBe(row?.postAt);
    expect(draft?.body.share).toBe(true);
    expect(row).toMatchObject({
      status: "sent",
      scheduled: true,
      message: "Scheduled in Typefully",
      remoteUrl: `https://typefully.com/share/fake${draft?.id}`,
    });
  });

  it("records Typefully's 400 and 401 on the post, without trying again", async () => {
    const user = await connected("typefully-refusals");
    const limited = await campaignWith(user.id, [{ channel: "linkedin", text: "Refused for the draft limit." }]);
    fake.answerDraftsWith({ kind: "status", status: 400, times: 1 });
    await sendTo(user.id, limited);
    const [refused] = await settledHandoffs(user, limited);
    expect(refused).toMatchObject({ status: "failed", httpStatus: 400, message: "You have reached your draft limit." });

    const keyUser = await connected("typefully-key-refused");
    const unauthorized = await campaignWith(keyUser.id, [{ channel: "threads", text: "Refused for its key." }]);
    fake.answerDraftsWith({ kind: "status", status: 401, times: 1 });
    await sendTo(keyUser.id, unauthorized);
    const [keyRefused] = await settledHandoffs(keyUser, unauthorized);
    expect(keyRefused).toMatchObject({
      status: "failed",
      httpStatus: 401,
      message: "Typefully refused the API key: check it in your profile.",
    });
    expect(draftsWith("Refused for")).toEqual([]);
  });

  it("waits out a 429 for its Retry-After and sends then; a 500 is tried again", async () => {
    const user = await connected("typefully-rate-limit");
    const id = await campaignWith(user.id, [{ channel: "x", text: "Sent after the window." }]);
    fake.answerDraftsWith({ kind: "rateLimited", retryAfterSeconds: 1, times: 1 });
    const asked = fake.requests.length;
    await sendTo(user.id, id);
    // The post waits, with the time it is tried again, before it is sent.
    const waiting = await lib.db.getDb().handoff.findFirstOrThrow({ where: { campaignId: id } });
    const deadline = Date.now() + 10_000;
    let seenWaiting = waiting.status === "waiting";
    while (!seenWaiting && Date.now() < deadline) {
      const row = await lib.db.getDb().handoff.findFirstOrThrow({ where: { campaignId: id } });
      if (row.status === "waiting") {
        seenWaiting = true;
        expect(row.httpStatus).toBe(429);
        expect(row.retryAt!.getTime()).toBeGreaterThan(Date.now() - 1_000);
      }
      if (row.status === "sent") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenWaiting).toBe(true);
    const [row] = await settledHandoffs(user, id);
    expect(row).toMatchObject({ status: "sent", httpStatus: 201, retryAt: null });
    expect(draftsWith("Sent after the window.")).toHaveLength(1);
    const draftRequests = fake.requests.slice(asked).filter((request) => request.method === "POST");
    expect(draftRequests).toHaveLength(2);

    const flaky = await campaignWith(user.id, [{ channel: "linkedin", text: "Sent after a 500." }]);
    fake.answerDraftsWith({ kind: "status", status: 500, times: 1 });
    await sendTo(user.id, flaky);
    const [retried] = await settledHandoffs(user, flaky, 25_000);
    expect(retried).toMatchObject({ status: "sent", httpStatus: 201 });
    expect(draftsWith("Sent after a 500.")).toHaveLength(1);
  }, 40_000);

  it("shows a campaign's hand-offs to its owner only", async () => {
    const user = await connected("typefully-owner");
    const id = await campaignWith(user.id, [{ channel: "threads", text: "Only the owner sees this hand-off." }]);
    await sendTo(user.id, id);
    expect(await settledHandoffs(user, id)).toHaveLength(1);
    const stranger = await signedInUser("typefully-stranger");
    const response = await lib.handoffs.GET(
      apiRequest(`/api/campaigns/${id}/handoffs`, stranger.bearer),
      routeContext(id),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ handoffs: [] });
    const anonymous = await lib.handoffs.GET(apiRequest(`/api/campaigns/${id}/handoffs`, null), routeContext(id));
    expect(anonymous.status).toBe(401);
  });

  it("makes no second draft when the same campaign is sent again", async () => {
    const user = await connected("typefully-twice");
    const id = await campaignWith(user.id, [
      { channel: "x", text: "Sent once only (X)." },
      { channel: "threads", text: "Sent once only (Threads)." },
    ]);
    await sendTo(user.id, id);
    await settledHandoffs(user, id);
    expect(draftsWith("Sent once only")).toHaveLength(2);
    const again = await sendTo(user.id, id);
    expect(again.handoffs).toEqual([]);
    expect(again.held.map((held) => held.reason)).toEqual(["already_sent", "already_sent"]);
    expect(again.held[0]?.message).toMatch(/is already in Typefully; it is not sent twice\.$/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(draftsWith("Sent once only")).toHaveLength(2);
    expect(await settledHandoffs(user, id)).toHaveLength(2);
  });

  it("never sends a post over its platform's limit", async () => {
    const user = await connected("typefully-over-limit");
    const tooLong = `Too long for X. ${"word ".repeat(60)}`;
    const id = await campaignWith(user.id, [
      { channel: "x", text: tooLong },
      { channel: "linkedin", text: "Within LinkedIn's limit." },
    ]);
    const answer = await sendTo(user.id, id);
    expect(answer.held).toEqual([
      expect.objectContaining({ channel: "x", reason: "over_limit", message: expect.stringMatching(/of 280/) }),
    ]);
    const handoffs = await settledHandoffs(user, id);
    expect(handoffs.map((row) => row.channel)).toEqual(["linkedin"]);
    expect(draftsWith("Too long for X.")).toEqual([]);
    expect(fake.requests.some((request) => JSON.stringify(request.body ?? "").includes("Too long for X."))).toBe(false);
  });
});
