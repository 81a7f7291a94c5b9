// A campaign's fan-out on the real database and the real job queue, the writers being the real SDKs pointed at the
// fake AI servers: every asset within its platform's hard limit, no banned term, the disclosure in every paid ad,
// every key message covered, one unit per asset; a provider failing twice then answering; a campaign over the
// account's remaining units refused before anything is spent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { CampaignAnswer } from "@/lib/campaigns/answer";
import type { JobWorker } from "@/lib/jobs/worker";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { everyChannelBrief, houseFor, settled } from "../support/campaigns";
import type { FakeAI } from "../support/fake-ai";
import { paidSubscriber, trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let worker: JobWorker;
let lib: {
  fanOut: typeof import("@/lib/campaigns/fan-out");
  store: typeof import("@/lib/campaigns/store");
  board: typeof import("@/lib/campaigns/board");
  db: typeof import("@/lib/db");
};

// Every answer overshoots every platform, and carries the banned terms in another case, no link and no disclosure.
const overshoot = `GUARANTEED results, and Cheap too. ${"Our launch changes how teams write copy for every channel they run. ".repeat(120)}`;

beforeAll(async () => {
  fake = await useFakeAI();
  lib = {
    fanOut: await import("@/lib/campaigns/fan-out"),
    store: await import("@/lib/campaigns/store"),
    board: await import("@/lib/campaigns/board"),
    db: await import("@/lib/db"),
  };
  const { startJobWorker } = await import("@/lib/jobs/worker");
  const { assetTaskWith } = await import("@/lib/campaigns/jobs/asset-task");
  const { assetTask } = await import("@/lib/campaigns/jobs/queue");
  const { logger } = await import("@/lib/log/logger");
  worker = await startJobWorker({
    connectionString: process.env.DATABASE_URL!,
    tasks: { [assetTask]: assetTaskWith() },
    concurrency: 4,
    log: logger,
  });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await stopFakeAI(fake);
});

async function approved(userId: string, brief = everyChannelBrief()) {
  const campaign = await lib.store.createCampaign(userId, brief);
  await lib.fanOut.saveHouse(userId, campaign.id, { messageHouse: houseFor(brief) });
  return campaign.id;
}

describe("a campaign on all 11 channels", () => {
  it("completes with every asset within its limit, no banned term, the disclosure in every paid ad and every key message covered", async () => {
    fake.script("openai", () => ({ kind: "ok", pieces: overshoot.match(/\S+\s*/g) ?? [] }));
    const user = await paidSubscriber("campaign-eleven");
    const id = await approved(user.id);
    const started = await lib.fanOut.startCampaign(user.id, id);
    expect(started.status).toBe("running");
    expect(await settled(id, 120_000)).toBe("done");
    const campaign: CampaignAnswer = await lib.board.campaignAnswer(user.id, id);
    expect(new Set(campaign.assets.map((asset) => asset.channel)).size).toBe(11);
    expect(campaign.assets.every((asset) => asset.status === "done")).toBe(true);
    expect(campaign.assets.filter((asset) => !asset.length.within).map((asset) => asset.channel)).toEqual([]);
    expect(campaign.guardrails.bannedTermHits).toBe(0);
    expect(campaign.guardrails.missingDisclosures).toBe(0);
    expect(campaign.coverage.notCovered).toEqual([]);
    for (const asset of campaign.assets.filter((candidate) => candidate.link !== null))
      expect(asset.text).toContain(`utm_content=${asset.id}`);
    expect(await unitsUsed(user.id)).toBe(campaign.progress.total);
    // Approving again changes nothing and charges nothing.
    await lib.fanOut.startCampaign(user.id, id);
    expect(await lib.db.getDb().campaignAsset.count({ where: { campaignId: id } })).toBe(campaign.progress.total);
    expect(await unitsUsed(user.id)).toBe(campaign.progress.total);
  }, 150_000);
});

describe("a provider that fails", () => {
  it("twice, then answers: the asset is written and charged once", async () => {
    let calls = 0;
    fake.script("openai", () =>
      ++calls <= 2 ? { kind: "status", status: 500 } : { kind: "ok", pieces: ["Short ", "copy."] },
    );
    fake.script("anthropic", () => ({ kind: "status", status: 529 }));
    const user = await paidSubscriber("campaign-flaky");
    const id = await approved(user.id, everyChannelBrief({ channels: ["email"] }));
    await lib.fanOut.startCampaign(user.id, id);
    expect(await settled(id, 60_000, { hurry: true })).toBe("done");
    const campaign = await lib.board.campaignAnswer(user.id, id);
    expect(campaign.assets).toHaveLength(1);
    expect(campaign.assets[0]?.status).toBe("done");
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(await unitsUsed(user.id)).toBe(1);
  }, 90_000);

  it("every time: the asset fails and its unit is given back", async () => {
    fake.script("openai", () => ({ kind: "status", status: 500 }));
    fake.script("anthropic", () => ({ kind: "status", status: 529 }));
    const user = await paidSubscriber("campaign-down");
    const id = await approved(user.id, everyChannelBrief({ channels: ["metaAd"] }));
    await lib.fanOut.startCampaign(user.id, id);
    expect(await settled(id, 120_000, { hurry: true })).toBe("failed");
    const campaign = await lib.board.campaignAnswer(user.id, id);
    expect(campaign.assets[0]?.status).toBe("failed");
    expect(campaign.assets[0]?.error).toMatch(/Nothing was deducted/);
    expect(await unitsUsed(user.id)).toBe(0);
  }, 150_000);
});

describe("units", () => {
  it("a campaign over the plan's remaining units is refused before it starts, with nothing spent", async () => {
    const user = await trialSubscriber("campaign-short", 4);
    const id = await approved(user.id);
    await expect(lib.fanOut.startCampaign(user.id, id)).rejects.toMatchObject({
      code: "payment_required",
      message: expect.stringMatching(/needs 23 units .* 6 of your trial's 10 are left/),
    });
    expect(await unitsUsed(user.id)).toBe(4);
    expect(await lib.db.getDb().campaignAsset.count({ where: { campaignId: id } })).toBe(0);
    const campaign = await lib.board.campaignAnswer(user.id, id);
    expect(campaign.status).toBe("house_ready");
  });
});
