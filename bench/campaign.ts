// npm run bench:campaign — campaigns end to end on the job queue: 20 briefs on all 11 channels, written through the
// real SDKs against a local fake provider scripted to overshoot every platform and to write the banned terms, on a
// fresh, migrated PostgreSQL with one server working the queue at the default concurrency. One campaign runs at a
// time, as one marketer's launch would. It prints, over every asset, the share within its platform's hard limits
// (target 100%), banned-term hits (target 0), the disclosure's presence in paid ads (target 100%) and the key
// messages covered (target 100%), and the minutes from approval to the last asset (p50, p95); it exits 1 when a
// target is missed. `--campaigns N` runs fewer briefs; `--piece-delay-ms N` sets the fake's pace (default 40 ms a
// piece, about two seconds an answer, a fast model's pace).
import "../scripts/lib/dotenv-production.ts";

import { randomUUID } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { createJiti } from "jiti";

import { startFakeAI } from "../tests/support/fake-ai.ts";
import { createTestDatabase } from "../tests/support/test-database.ts";

const { values } = parseArgs({
  options: { campaigns: { type: "string", default: "20" }, "piece-delay-ms": { type: "string", default: "40" } },
});
const campaignCount = Number(values.campaigns);
const pieceDelayMs = Number(values["piece-delay-ms"]);

const database = await createTestDatabase(process.env.DATABASE_URL, "bench");
const fake = await startFakeAI();
Object.assign(process.env, {
  DATABASE_URL: database.url,
  AI_PRIMARY_PROVIDER: "openai",
  OPENAI_API_KEY: "sk-fake-openai",
  OPENAI_BASE_URL: fake.openaiBaseUrl,
  ANTHROPIC_API_KEY: "sk-ant-fake",
  ANTHROPIC_BASE_URL: fake.anthropicBaseUrl,
  LOG_LEVEL: "warn",
});

const root = path.join(import.meta.dirname, "..");
// lib/ is written for Next's resolver (extensionless imports, `server-only`); jiti loads it the same way.
const jiti = createJiti(import.meta.url, {
  alias: { "@": root, "server-only": path.join(root, "tests", "support", "empty-module.ts") },
});
const load = <T>(file: string) => jiti.import<T>(path.join(root, file));
const { getDb } = await load<typeof import("../lib/db.ts")>("lib/db.ts");
const { createCampaign } = await load<typeof import("../lib/campaigns/store.ts")>("lib/campaigns/store.ts");
const { saveHouse, startCampaign } =
  await load<typeof import("../lib/campaigns/fan-out.ts")>("lib/campaigns/fan-out.ts");
const { campaignAnswer } = await load<typeof import("../lib/campaigns/board.ts")>("lib/campaigns/board.ts");
const { startJobWorker } = await load<typeof import("../lib/jobs/worker.ts")>("lib/jobs/worker.ts");
const { assetTaskWith } = await load<typeof import("../lib/campaigns/jobs/asset-task.ts")>(
  "lib/campaigns/jobs/asset-task.ts",
);
const { assetTask } = await load<typeof import("../lib/campaigns/jobs/queue.ts")>("lib/campaigns/jobs/queue.ts");
const { campaignJobs } = await load<typeof import("../lib/config/jobs.ts")>("lib/config/jobs.ts");
const { campaignChannelIds } = await load<typeof import("../lib/config/campaigns.ts")>("lib/config/campaigns.ts");
const { logger } = await load<typeof import("../lib/log/logger.ts")>("lib/log/logger.ts");
const { benchBriefs, benchHouse } = await load<typeof import("./campaign-briefs.ts")>("bench/campaign-briefs.ts");

// Every answer runs far past every platform's limit and carries each banned term in another case; no link, no
// disclosure, no call to action: what the campaign guarantees is all left to the pipeline.
const briefs = benchBriefs(campaignCount);
const allBanned = [...new Set(briefs.flatMap((brief) => brief.bannedTerms ?? []))];
fake.script("openai", (request) => {
  if (request.structured) return { kind: "status", status: 400, message: "the bench drafts no message house" };
  const banned = allBanned.map((term, index) => (index % 2 ? term.toUpperCase() : term)).join(", ");
  const text = `${banned}! ${"This launch changes how small teams write and ship copy for every channel they run, every week. ".repeat(40)}`;
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces = Array.from({ length: 40 }, (_, index) =>
    words.slice(Math.floor((index * words.length) / 40), Math.floor(((index + 1) * words.length) / 40)).join(""),
  );
  return { kind: "ok", pieces, delayMs: pieceDelayMs };
});

const worker = await startJobWorker({
  connectionString: database.url,
  tasks: { [assetTask]: assetTaskWith() },
  concurrency: campaignJobs.defaultConcurrency,
  log: logger,
});

async function paidUser(): Promise<string> {
  const id = randomUUID();
  const end = new Date(Date.now() + 20 * 86_400_000);
  await getDb().user.create({
    data: {
      id,
      name: "Bench",
      email: `${id}@bench.invalid`,
      emailVerified: true,
      subscription: {
        create: {
          stripeSubscriptionId: `sub_${id}`,
          stripeCustomerId: `cus_${id}`,
          status: "active",
          plan: "pro",
          priceId: "price_pro",
          currentPeriodEnd: end,
        },
      },
    },
  });
  return id;
}

async function settle(userId: string, id: string) {
  for (;;) {
    const row = await getDb().campaign.findUniqueOrThrow({ where: { id }, select: { status: true } });
    if (row.status === "done" || row.status === "failed") return campaignAnswer(userId, id);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);
const totals = { assets: 0, within: 0, bannedHits: 0, paid: 0, disclosed: 0, keyMessages: 0, covered: 0 };
const minutes: number[] = [];

try {
  console.log(
    `${briefs.length} campaigns × ${campaignChannelIds.length} channels, ${campaignJobs.defaultConcurrency} model calls at once, ${pieceDelayMs} ms a piece`,
  );
  for (const [index, brief] of briefs.entries()) {
    const userId = await paidUser();
    const campaign = await createCampaign(userId, brief);
    await saveHouse(userId, campaign.id, { messageHouse: benchHouse(brief) });
    const started = performance.now();
    await startCampaign(userId, campaign.id);
    const done = await settle(userId, campaign.id);
    minutes.push((performance.now() - started) / 60_000);
    // Paid ads of a brief with a disclosure: the ones that must carry it.
    const required = done.guardrails.assets.filter((asset) => asset.disclosure !== "not required");
    totals.assets += done.assets.length;
    totals.within += done.assets.filter((asset) => asset.status === "done" && asset.length.within).length;
    totals.bannedHits += done.guardrails.bannedTermHits;
    totals.paid += required.length;
    totals.disclosed += required.filter((asset) => asset.disclosure === "present").length;
    totals.keyMessages += done.coverage.keyMessages.length;
    totals.covered += done.coverage.keyMessages.filter((row) => row.covered).length;
    console.log(
      `  ${String(index + 1).padStart(2)}. ${brief.name.padEnd(28)} ${String(done.assets.length).padStart(3)} assets  ${done.status.padEnd(6)} ${minutes.at(-1)!.toFixed(2)} min`,
    );
  }
  minutes.sort((a, b) => a - b);
  const at = (p: number) => minutes[Math.min(minutes.length - 1, Math.ceil(minutes.length * p) - 1)]!.toFixed(2);
  const within = percent(totals.within, totals.assets);
  const disclosed = percent(totals.disclosed, totals.paid);
  const covered = percent(totals.covered, totals.keyMessages);
  console.log(`assets within their hard limits: ${totals.within}/${totals.assets} (${within.toFixed(1)}%)`);
  console.log(`banned-term hits: ${totals.bannedHits}`);
  console.log(
    `disclosure in the paid ads that need one: ${totals.disclosed}/${totals.paid} (${disclosed.toFixed(1)}%)`,
  );
  console.log(`key messages covered: ${totals.covered}/${totals.keyMessages} (${covered.toFixed(1)}%)`);
  console.log(`minutes per campaign: p50 ${at(0.5)}, p95 ${at(0.95)}`);
  if (within < 100 || totals.bannedHits > 0 || disclosed < 100 || covered < 100) process.exitCode = 1;
} finally {
  await worker.stop();
  await getDb().$disconnect();
  await fake.close();
  await database.drop();
}
