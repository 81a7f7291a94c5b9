// Two servers in processes of their own work one database's job queue; the one holding a campaign's jobs is killed
// mid-run (SIGKILL: no goodbye, its locks stay). The other notices its heartbeat stop, unlocks its jobs and finishes
// the campaign within a minute, with no asset written twice and no unit charged twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/lib/db";

import { startCampaignWorkerInstance, type WorkerInstance } from "../support/campaign-worker-instances";
import { assetsWhere, everyChannelBrief, houseFor, settled } from "../support/campaigns";
import { startFakeAI, type FakeAI } from "../support/fake-ai";
import { paidSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
const instances: WorkerInstance[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeAI();
  // Each asset takes about two seconds to stream, so the campaign is mid-run when a server is killed.
  const pieces = "Short launch copy that streams slowly enough to be cut off halfway through.".match(/\S+\s*/g) ?? [];
  fake.script("openai", () => ({ kind: "ok", pieces, delayMs: 150 }));
  env = {
    AI_PRIMARY_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-fake-openai",
    OPENAI_BASE_URL: fake.openaiBaseUrl,
    ANTHROPIC_API_KEY: "",
    CAMPAIGN_WORKER_CONCURRENCY: "2",
    JOB_WORKER: "enabled",
    LOG_LEVEL: "warn",
  };
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.kill()));
  await fake.close();
});

describe("a server killed mid-campaign", () => {
  it("has its jobs finished by the other within 60 s, with no duplicate asset and no unit charged twice", async () => {
    const [doomed, survivor] = await Promise.all([startCampaignWorkerInstance(env), startCampaignWorkerInstance(env)]);
    instances.push(doomed!, survivor!);
    const { createCampaign } = await import("@/lib/campaigns/store");
    const { saveHouse, startCampaign } = await import("@/lib/campaigns/fan-out");
    const user = await paidSubscriber("campaign-takeover");
    const brief = everyChannelBrief();
    const { id } = await createCampaign(user.id, brief);
    await saveHouse(user.id, id, { messageHouse: houseFor(brief) });
    const started = await startCampaign(user.id, id);
    const total = started.progress.total;

    // Kill the server once it holds jobs of the campaign and some assets are already written.
    const holding = await assetsWhere(id, (assets) => assets.some((asset) => asset.status === "done"), 30_000);
    expect(holding).toBe(true);
    const held = async () =>
      getDb().$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM graphile_worker._private_jobs j
        JOIN job_workers w ON j.locked_by = ANY(w.worker_ids) WHERE w.id = ${doomed!.serverId}`;
    expect((await held())[0]?.n).toBeGreaterThan(0);
    await doomed!.kill();
    const killedAt = Date.now();

    expect(await settled(id, 60_000)).toBe("done");
    const tookOverIn = Date.now() - killedAt;
    expect(tookOverIn).toBeLessThan(60_000);
    console.info(`campaign takeover: finished ${(tookOverIn / 1000).toFixed(1)} s after the kill`);

    const assets = await getDb().campaignAsset.findMany({ where: { campaignId: id } });
    expect(assets).toHaveLength(total);
    expect(assets.every((asset) => asset.status === "done" && asset.text.length > 0)).toBe(true);
    // Written once each: a job taken over wrote its asset's first revision, and held the unit it had reserved.
    expect(assets.every((asset) => asset.chargedRevision === 0)).toBe(true);
    expect(await unitsUsed(user.id)).toBe(total);
  }, 120_000);
});
