// Campaigns through the public API on the real database: a brief opens a campaign with its message house, the house
// is edited, written assets are read, edited and locked, and every campaign is only ever its owner's.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { ApiScope } from "@/lib/api-keys/scopes";
import { apiCampaignAnswerSchema, apiCampaignListSchema } from "@/lib/api/v1/campaign-schemas";
import { messageHouseSchema, type CampaignBriefForm } from "@/lib/campaigns/schema";
import { validBrief } from "@/lib/campaigns/test-brief";
import { campaignLimits } from "@/lib/config/campaigns";
import { getDb } from "@/lib/db";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { apiKeyFor, errorBodyOf, v1Request, type V1Init } from "../support/api-v1";
import type { FakeAI } from "../support/fake-ai";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let campaignsRoute: typeof import("@/app/api/v1/campaigns/route");
let campaignRoute: typeof import("@/app/api/v1/campaigns/[id]/route");
let houseRoute: typeof import("@/app/api/v1/campaigns/[id]/message-house/route");
let approveRoute: typeof import("@/app/api/v1/campaigns/[id]/approve/route");
let coverageRoute: typeof import("@/app/api/v1/campaigns/[id]/coverage/route");
let assetRoute: typeof import("@/app/api/v1/campaigns/[id]/assets/[assetId]/route");
let lockRoute: typeof import("@/app/api/v1/campaigns/[id]/assets/[assetId]/lock/route");
let regenerateRoute: typeof import("@/app/api/v1/campaigns/[id]/assets/[assetId]/regenerate/route");

beforeAll(async () => {
  // The message house is drafted by the AI writer: the fake providers answer it, as in every AI test.
  fake = await useFakeAI();
  [campaignsRoute, campaignRoute, houseRoute, approveRoute, coverageRoute, assetRoute, lockRoute, regenerateRoute] =
    await Promise.all([
      import("@/app/api/v1/campaigns/route"),
      import("@/app/api/v1/campaigns/[id]/route"),
      import("@/app/api/v1/campaigns/[id]/message-house/route"),
      import("@/app/api/v1/campaigns/[id]/approve/route"),
      import("@/app/api/v1/campaigns/[id]/coverage/route"),
      import("@/app/api/v1/campaigns/[id]/assets/[assetId]/route"),
      import("@/app/api/v1/campaigns/[id]/assets/[assetId]/lock/route"),
      import("@/app/api/v1/campaigns/[id]/assets/[assetId]/regenerate/route"),
    ]);
});
afterAll(() => stopFakeAI(fake));
beforeEach(() => fake.reset());

const campaignScopes: ApiScope[] = ["campaigns:read", "campaigns:write"];

const context = (id: string, assetId = "") => ({ params: Promise.resolve({ id, assetId }) });

const create = (key: string | null, body: unknown, init: V1Init = {}) =>
  campaignsRoute.POST(v1Request("/campaigns", key, { body, ...init }), undefined);
const list = (key: string) => campaignsRoute.GET(v1Request("/campaigns", key), undefined);
const read = (key: string, id: string) => campaignRoute.GET(v1Request(`/campaigns/${id}`, key), context(id));
const saveHouse = (key: string, id: string, body: unknown) =>
  houseRoute.PUT(v1Request(`/campaigns/${id}/message-house`, key, { method: "PUT", body }), context(id));
const editAsset = (key: string, id: string, assetId: string, body: unknown) =>
  assetRoute.PATCH(
    v1Request(`/campaigns/${id}/assets/${assetId}`, key, { method: "PATCH", body }),
    context(id, assetId),
  );
const lockAsset = (key: string, id: string, assetId: string, locked: boolean) =>
  lockRoute.PUT(
    v1Request(`/campaigns/${id}/assets/${assetId}/lock`, key, { method: "PUT", body: { locked } }),
    context(id, assetId),
  );
const approve = (key: string, id: string, init: V1Init = {}) =>
  approveRoute.POST(v1Request(`/campaigns/${id}/approve`, key, { method: "POST", ...init }), context(id));
const regenerate = (key: string, id: string, assetId: string) =>
  regenerateRoute.POST(
    v1Request(`/campaigns/${id}/assets/${assetId}/regenerate`, key, { method: "POST" }),
    context(id, assetId),
  );
const cover = (key: string, id: string, body: unknown) =>
  coverageRoute.POST(v1Request(`/campaigns/${id}/coverage`, key, { body }), context(id));

async function campaignOf(response: Response) {
  return apiCampaignAnswerSchema.parse(await response.json()).campaign;
}

/** A subscriber with a key holding `scopes` (both campaign scopes unless told). */
async function keyHolder(label: string, scopes: ApiScope[] = campaignScopes, used = 0) {
  const user = await trialSubscriber(label, used);
  const { key } = await apiKeyFor(user.id, scopes);
  return { user, key };
}

/** Opens a campaign from `brief` through the API and answers it. */
async function opened(key: string, brief: CampaignBriefForm = validBrief) {
  const response = await create(key, brief);
  expect(response.status).toBe(201);
  return campaignOf(response);
}

/** A written asset, as the fan-out leaves one, put straight in the database (the engine is not needed to read it). */
async function writtenAsset(
  campaignId: string,
  fields: { channel: string; slot?: number; keyMessages?: number[]; text: string; status?: "done" | "pending" },
) {
  const { id } = await getDb().campaignAsset.create({
    data: {
      campaignId,
      channel: fields.channel,
      slot: fields.slot ?? 0,
      pillar: 0,
      keyMessages: fields.keyMessages ?? [0],
      text: fields.text,
      status: fields.status ?? "done",
      writer: "Offline writer",
    },
    select: { id: true },
  });
  return id;
}

describe("POST /api/v1/campaigns", () => {
  it("opens a campaign from its brief with a drafted message house that honours the brief, spending nothing", async () => {
    const { user, key } = await keyHolder("v1-campaign-create");
    const response = await create(key, validBrief);
    expect(response.status).toBe(201);
    expect(response.headers.get("ratelimit-remaining")).toMatch(/^\d+$/);
    const campaign = await campaignOf(response);
    expect(campaign).toMatchObject({
      name: validBrief.name,
      status: "house_ready",
      brief: { keyMessages: validBrief.keyMessages, landingUrl: validBrief.landingUrl, channels: validBrief.channels },
      assets: [],
      progress: { total: 0, done: 0 },
    });
    const house = messageHouseSchema.parse(campaign.messageHouse);
    expect(house.pillars).toHaveLength(campaignLimits.pillars);
    // Every key message is carried by a pillar, and pillars point only at the brief's items.
    const carried = new Set(house.pillars.flatMap((pillar) => pillar.keyMessages));
    expect([...carried].sort()).toEqual(validBrief.keyMessages.map((_, index) => index));
    for (const pillar of house.pillars)
      for (const proof of pillar.proofPoints) expect(proof).toBeLessThan(validBrief.proofPoints.length);
    expect(campaign.calendar.length).toBe(validBrief.weeks);
    expect(campaign.coverage).toMatchObject({ allCovered: false, notCovered: [0, 1] });
    expect(await unitsUsed(user.id)).toBe(0);
  });

  it("answers a retry with the same Idempotency-Key with the first answer and opens one campaign", async () => {
    const { user, key } = await keyHolder("v1-campaign-retry");
    const idempotencyKey = randomUUID();
    const first = await create(key, validBrief, { idempotencyKey });
    expect(first.status).toBe(201);
    const retry = await create(key, validBrief, { idempotencyKey });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.text()).toBe(await first.text());
    const other = await create(key, { ...validBrief, name: "Another launch" }, { idempotencyKey });
    expect(other.status).toBe(422);
    expect((await errorBodyOf(other)).code).toBe("idempotency_key_reused");
    expect(await getDb().campaign.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses a brief that breaks its rules with 400 naming the field, opening nothing", async () => {
    const { user, key } = await keyHolder("v1-campaign-invalid");
    const sixMessages = Array.from({ length: campaignLimits.keyMessages.max + 1 }, (_, i) => `Key message ${i + 1}`);
    const refusals: [unknown, string][] = [
      [
        { ...validBrief, keyMessages: sixMessages },
        `keyMessages: Keep to ${campaignLimits.keyMessages.max} key messages.`,
      ],
      [
        { ...validBrief, landingUrl: "http://hookline.example/spring" },
        "landingUrl: Enter the landing page's full address, starting with https://.",
      ],
      [{ ...validBrief, keyMessages: ["Same", "same"] }, "keyMessages.1: This repeats key message 1."],
      [{ ...validBrief, channels: ["fax"] }, "channels.0: Choose a channel from the list."],
      [{ ...validBrief, name: undefined }, "name: "],
    ];
    for (const [body, message] of refusals) {
      const response = await create(key, body);
      expect(response.status, message).toBe(400);
      const error = await errorBodyOf(response);
      expect(error.code).toBe("invalid_input");
      expect(error.message.startsWith(message), `${error.message} starts with ${message}`).toBe(true);
    }
    const notJson = await create(key, undefined, { rawBody: "{ not json" });
    expect(notJson.status).toBe(400);
    expect((await errorBodyOf(notJson)).code).toBe("invalid_json");
    expect(await getDb().campaign.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses another user's brand voice as a missing one", async () => {
    const { key } = await keyHolder("v1-campaign-voice");
    const response = await create(key, { ...validBrief, brandVoiceId: randomUUID() });
    expect(response.status).toBe(404);
    expect((await errorBodyOf(response)).code).toBe("not_found");
  });
});

describe("campaign keys and scopes", () => {
  it("refuses each campaign operation to a key without its scope with 403 naming the scope, and a missing key with 401", async () => {
    const { user, key: writer } = await keyHolder("v1-campaign-scopes", ["campaigns:write"]);
    const { key: reader } = await apiKeyFor(user.id, ["campaigns:read"]);
    const { key: generator } = await apiKeyFor(user.id, ["generate", "library:read", "library:write"]);
    const campaign = await opened(writer);
    const assetId = await writtenAsset(campaign.id, { channel: "x", text: "Onboard in two days." });

    const forbidden = async (response: Response, scope: ApiScope) => {
      expect(response.status, scope).toBe(403);
      expect(await errorBodyOf(response)).toEqual({
        code: "forbidden",
        message: `This API key does not have the "${scope}" scope. Make a key with it in your Hookline profile.`,
      });
    };
    await forbidden(await list(writer), "campaigns:read");
    await forbidden(await read(writer, campaign.id), "campaigns:read");
    await forbidden(await list(generator), "campaigns:read");
    await forbidden(await create(reader, validBrief), "campaigns:write");
    await forbidden(await create(generator, validBrief), "campaigns:write");
    await forbidden(await saveHouse(reader, campaign.id, { messageHouse: campaign.messageHouse }), "campaigns:write");
    await forbidden(await approve(reader, campaign.id), "campaigns:write");
    await forbidden(await regenerate(reader, campaign.id, assetId), "campaigns:write");
    await forbidden(await lockAsset(reader, campaign.id, assetId, true), "campaigns:write");
    await forbidden(await editAsset(reader, campaign.id, assetId, { text: "Changed" }), "campaigns:write");
    await forbidden(await cover(reader, campaign.id, { keyMessage: 1 }), "campaigns:write");

    const anonymous = await create(null, validBrief);
    expect(anonymous.status).toBe(401);
    expect((await errorBodyOf(anonymous)).code).toBe("unauthorized");
    expect(await getDb().campaign.count({ where: { userId: user.id } })).toBe(1);
    expect(await unitsUsed(user.id)).toBe(0);
  });

  it("answers another user's campaign and its assets as missing, and lists only the key owner's campaigns", async () => {
    const { key: owner } = await keyHolder("v1-campaign-owner");
    const { key: stranger } = await keyHolder("v1-campaign-stranger");
    const campaign = await opened(owner);
    const assetId = await writtenAsset(campaign.id, { channel: "x", text: "Onboard in two days." });

    const missing = async (response: Response, what: string) => {
      expect(response.status, what).toBe(404);
      expect((await errorBodyOf(response)).code, what).toBe("not_found");
    };
    await missing(await read(stranger, campaign.id), "read");
    await missing(await read(owner, randomUUID()), "read an unknown id");
    await missing(await read(owner, "not-a-uuid"), "read a malformed id");
    await missing(await saveHouse(stranger, campaign.id, { messageHouse: campaign.messageHouse }), "save house");
    await missing(await editAsset(stranger, campaign.id, assetId, { text: "Mine now" }), "edit");
    await missing(await lockAsset(stranger, campaign.id, assetId, true), "lock");
    await missing(await editAsset(owner, campaign.id, randomUUID(), { text: "Nothing" }), "edit an unknown asset");
    const other = await opened(owner, { ...validBrief, name: "Summer launch" });
    await missing(await lockAsset(owner, other.id, assetId, true), "lock through another campaign");

    expect(apiCampaignListSchema.parse(await (await list(stranger)).json())).toEqual({ campaigns: [] });
    const listed = apiCampaignListSchema.parse(await (await list(owner)).json()).campaigns;
    expect(listed.map((item) => item.name)).toEqual(["Summer launch", validBrief.name]);
    expect(listed[1]).toMatchObject({
      id: campaign.id,
      status: "house_ready",
      channels: validBrief.channels,
      progress: { total: 1, done: 1 },
    });
    expect((await campaignOf(await read(owner, campaign.id))).assets[0]).toMatchObject({
      text: "Onboard in two days.",
      locked: false,
    });
  });
});

describe("the message house", () => {
  it("saves an edited house and cadence, and the calendar follows the cadence", async () => {
    const { key } = await keyHolder("v1-campaign-house");
    const campaign = await opened(key, { ...validBrief, channels: ["x"], weeks: 1 });
    const house = messageHouseSchema.parse(campaign.messageHouse);
    const edited = {
      coreMessage: "Launch everywhere at once, every post within its limits",
      pillars: house.pillars.map((pillar, index) => ({ ...pillar, title: `Edited pillar ${index + 1}` })),
    };
    const response = await saveHouse(key, campaign.id, { messageHouse: edited, cadence: { x: 2 } });
    expect(response.status).toBe(200);
    const saved = await campaignOf(response);
    expect(saved).toMatchObject({ status: "house_ready", messageHouse: edited, cadence: { x: 2 } });
    expect(saved.calendar.flatMap((week) => week.slots)).toHaveLength(2);
    expect(await campaignOf(await read(key, campaign.id))).toEqual(saved);
  });

  it("refuses a house that breaks the brief's rules with 400 naming what is wrong, keeping the saved one", async () => {
    const { key } = await keyHolder("v1-campaign-house-invalid");
    const campaign = await opened(key);
    const house = messageHouseSchema.parse(campaign.messageHouse);
    const refusals: [unknown, RegExp][] = [
      [
        { messageHouse: { ...house, pillars: house.pillars.slice(0, 2) } },
        new RegExp(`^messageHouse\\.pillars: A message house has exactly ${campaignLimits.pillars} pillars\\.$`),
      ],
      [
        { messageHouse: { ...house, pillars: house.pillars.map((p) => ({ ...p, keyMessages: [0] })) } },
        /Key message 2/,
      ],
      [{ messageHouse: house, cadence: { x: campaignLimits.postsPerWeek.max + 1 } }, /^cadence\.x: /],
      [{ messageHouse: { ...house, coreMessage: " " } }, /^messageHouse\.coreMessage: Write the core message\.$/],
    ];
    for (const [body, message] of refusals) {
      const response = await saveHouse(key, campaign.id, body);
      expect(response.status, String(message)).toBe(400);
      const error = await errorBodyOf(response);
      expect(error.code).toBe("invalid_input");
      expect(error.message).toMatch(message);
    }
    expect((await campaignOf(await read(key, campaign.id))).messageHouse).toEqual(house);
  });
});

describe("written assets", () => {
  it("reads each asset with its tagged link, date and length, and the campaign's coverage and guardrails", async () => {
    const { key } = await keyHolder("v1-campaign-assets");
    const campaign = await opened(key);
    const assetId = await writtenAsset(campaign.id, {
      channel: "x",
      keyMessages: [0],
      text: "Onboard in two days, guaranteed. Start your free trial",
    });
    const read1 = await campaignOf(await read(key, campaign.id));
    const [asset] = read1.assets;
    expect(asset).toMatchObject({
      id: assetId,
      channel: "x",
      status: "done",
      locked: false,
      date: validBrief.startDate,
    });
    expect(asset?.link).toContain("utm_source=x");
    expect(asset?.link).toContain(`utm_campaign=${campaign.slug}`);
    expect(asset?.length).toMatchObject({ unit: "weighted characters", limit: 280, within: true });
    expect(read1.coverage).toMatchObject({ notCovered: [1], allCovered: false });
    expect(read1.coverage.keyMessages[0]).toMatchObject({ covered: true, assetIds: [assetId] });
    expect(read1.guardrails).toMatchObject({ bannedTermHits: 1, passed: false });
    expect(read1.progress).toMatchObject({ total: 1, done: 1, units: 1 });
  });

  it("edits a written asset's text and call to action, free, and refuses one still being written", async () => {
    const { user, key } = await keyHolder("v1-campaign-edit");
    const campaign = await opened(key);
    const assetId = await writtenAsset(campaign.id, { channel: "x", text: "Onboard in two days, guaranteed." });
    const response = await editAsset(key, campaign.id, assetId, {
      text: "Onboard in two days. Start your free trial",
      callToAction: "Book a demo",
    });
    expect(response.status).toBe(200);
    const edited = (await campaignOf(response)).assets.find((item) => item.id === assetId);
    expect(edited).toMatchObject({
      text: "Onboard in two days. Start your free trial",
      callToAction: "Book a demo",
      status: "done",
    });
    expect(edited?.length.count).toBe("Onboard in two days. Start your free trial".length);
    const reread = await campaignOf(await read(key, campaign.id));
    expect(reread.guardrails.bannedTermHits).toBe(0);

    const tooLong = await editAsset(key, campaign.id, assetId, {
      text: "a".repeat(campaignLimits.assetMaxCharacters + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(await errorBodyOf(tooLong)).toEqual({
      code: "invalid_input",
      message: `text: Keep this under ${campaignLimits.assetMaxCharacters} characters.`,
    });
    const noText = await editAsset(key, campaign.id, assetId, { callToAction: "Buy" });
    expect(noText.status).toBe(400);

    const pending = await writtenAsset(campaign.id, { channel: "x", slot: 1, text: "", status: "pending" });
    const busy = await editAsset(key, campaign.id, pending, { text: "Too early" });
    expect(busy.status).toBe(409);
    expect((await errorBodyOf(busy)).code).toBe("conflict");
    expect(await unitsUsed(user.id)).toBe(0);
  });

  it("locks and unlocks an asset, and refuses a lock that is not a boolean", async () => {
    const { key } = await keyHolder("v1-campaign-lock");
    const campaign = await opened(key);
    const assetId = await writtenAsset(campaign.id, { channel: "metaAd", text: "Half off the first month." });
    const locked = await lockAsset(key, campaign.id, assetId, true);
    expect(locked.status).toBe(200);
    expect((await campaignOf(locked)).assets[0]).toMatchObject({ id: assetId, locked: true });
    expect((await campaignOf(await read(key, campaign.id))).assets[0]?.locked).toBe(true);
    const unlocked = await lockAsset(key, campaign.id, assetId, false);
    expect((await campaignOf(unlocked)).assets[0]?.locked).toBe(false);

    const wrong = await lockRoute.PUT(
      v1Request(`/campaigns/${campaign.id}/assets/${assetId}/lock`, key, { method: "PUT", body: { locked: "yes" } }),
      context(campaign.id, assetId),
    );
    expect(wrong.status).toBe(400);
    expect((await errorBodyOf(wrong)).message).toMatch(/^locked: /);
  });

  it("refuses a coverage request without a key message's position with 400, before any writing", async () => {
    const { user, key } = await keyHolder("v1-campaign-cover-invalid");
    const campaign = await opened(key);
    for (const body of [{ keyMessage: -1 }, { keyMessage: 0, channel: "fax" }, {}]) {
      const response = await cover(key, campaign.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorBodyOf(response)).code).toBe("invalid_input");
    }
    expect(await unitsUsed(user.id)).toBe(0);
  });
});

/** A short campaign: one organic channel for one week, so its assets fit a trial's generations. */
const shortBrief = { ...validBrief, channels: ["linkedin"], weeks: 1 } satisfies CampaignBriefForm;

describe("approval, rewriting and coverage", () => {
  it("approves the house and plans one asset per calendar slot; approving again changes nothing", async () => {
    const { key } = await keyHolder("v1-campaign-approve");
    const campaign = await opened(key, shortBrief);
    const slots = campaign.calendar.flatMap((week) => week.slots).length;
    const response = await approve(key, campaign.id, { idempotencyKey: randomUUID() });
    expect(response.status).toBe(200);
    const approved = await campaignOf(response);
    expect(["approved", "running", "done"]).toContain(approved.status);
    expect(approved.progress).toMatchObject({ total: slots, units: slots });
    expect(approved.assets).toHaveLength(slots);
    const again = await campaignOf(await approve(key, campaign.id));
    expect(again.progress.total).toBe(slots);
    expect(again.assets.map((asset) => asset.id).sort()).toEqual(approved.assets.map((asset) => asset.id).sort());
    const late = await saveHouse(key, campaign.id, { messageHouse: campaign.messageHouse });
    expect(late.status).toBe(409);
    expect((await errorBodyOf(late)).code).toBe("conflict");
  });

  it("refuses approval with 402 and the usage when the plan has fewer generations than assets, writing nothing", async () => {
    const { user, key } = await keyHolder("v1-campaign-short", campaignScopes, 9);
    const campaign = await opened(key, shortBrief);
    const response = await approve(key, campaign.id);
    expect(response.status).toBe(402);
    const error = await errorBodyOf(response);
    expect(error.code).toBe("payment_required");
    expect(error.usage).toMatchObject({ remaining: 1 });
    expect(await campaignOf(await read(key, campaign.id))).toMatchObject({ status: "house_ready", assets: [] });
    expect(await unitsUsed(user.id)).toBe(9);
  });

  it("answers approval of another user's campaign as missing", async () => {
    const { key: owner } = await keyHolder("v1-campaign-approve-owner");
    const { key: stranger } = await keyHolder("v1-campaign-approve-stranger");
    const campaign = await opened(owner, shortBrief);
    const response = await approve(stranger, campaign.id);
    expect(response.status).toBe(404);
    expect((await read(owner, campaign.id)).status).toBe(200);
    expect((await campaignOf(await read(owner, campaign.id))).status).toBe("house_ready");
  });

  it("refuses to write a locked asset again, and writes one more asset for a key message nothing covers", async () => {
    const { key } = await keyHolder("v1-campaign-rewrite");
    const campaign = await campaignOf(await approve(key, (await opened(key, shortBrief)).id));
    const [first] = campaign.assets;
    if (!first) throw new Error("approval planned no asset");
    await lockAsset(key, campaign.id, first.id, true);
    const locked = await regenerate(key, campaign.id, first.id);
    expect(locked.status).toBe(409);
    expect((await errorBodyOf(locked)).code).toBe("conflict");
    const unknown = await regenerate(key, campaign.id, randomUUID());
    expect(unknown.status).toBe(404);

    // Every key message stands under a pillar, and three posts carry all three pillars: nothing to cover here.
    const already = await cover(key, campaign.id, { keyMessage: 1 });
    expect(already.status).toBe(409);

    // One email carries only its pillar's key messages; the other is written on request, on the same channel.
    const single = await opened(key, { ...shortBrief, name: "One email", channels: ["email"] });
    const pillarOf = (index: number) =>
      single.messageHouse!.pillars.findIndex((pillar) => pillar.keyMessages.includes(index));
    expect(pillarOf(0)).not.toBe(pillarOf(1));
    const emailCampaign = await campaignOf(await approve(key, single.id));
    const [missing] = emailCampaign.assets[0]!.keyMessages.includes(0) ? [1] : [0];
    const covered = await cover(key, single.id, { keyMessage: missing! });
    expect(covered.status).toBe(200);
    const after = await campaignOf(covered);
    expect(after.assets).toHaveLength(2);
    expect(after.assets[1]).toMatchObject({ channel: "email", slot: 1, keyMessages: [missing] });
  });
});
