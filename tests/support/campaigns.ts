// Campaigns for the integration tests: a brief on every channel, a message house that honours it, and waiting for
// the fan-out on the database, as the board's stream does.
import type { CampaignBriefForm, MessageHouse } from "@/lib/campaigns/schema";
import { campaignChannelIds } from "@/lib/config/campaigns";
import { getDb } from "@/lib/db";
import { JOB_QUEUE_SCHEMA } from "@/lib/jobs/schema";

export const everyChannelBrief = (overrides: Partial<CampaignBriefForm> = {}): CampaignBriefForm => ({
  name: "Autumn launch",
  goal: "launch",
  offer: "Half off the first month",
  audience: "Founders of small SaaS teams",
  keyMessages: ["Onboard in two days", "Every post fits its platform", "Your voice in every channel"],
  proofPoints: ["Used by 1,200 teams", "4.8 stars on G2"],
  callToAction: "Start your free trial",
  landingUrl: "https://hookline.example/autumn?ref=launch",
  bannedTerms: ["guaranteed", "cheap"],
  disclosure: "Ad. Terms apply.",
  channels: [...campaignChannelIds],
  startDate: "2026-12-07",
  weeks: 1,
  ...overrides,
});

export const houseFor = (brief: CampaignBriefForm): MessageHouse => ({
  coreMessage: "Launch everywhere at once, in your voice",
  pillars: [0, 1, 2].map((pillar) => ({
    title: `Pillar ${pillar + 1}`,
    keyMessages: brief.keyMessages
      .map((_, index) => index)
      .filter((index) => index % 3 === pillar)
      .concat(brief.keyMessages.length <= pillar ? [0] : []),
    proofPoints: (brief.proofPoints ?? []).length > 0 ? [pillar % (brief.proofPoints ?? []).length] : [],
  })),
});

/**
 * Brings every job waiting out its retry backoff forward to now, so a test of retries waits for the worker's next
 * poll instead of graphile-worker's backoff (2.7 s, 7.4 s, 20 s...). What is retried, and how often, is unchanged.
 */
export async function hurryRetries(): Promise<void> {
  await getDb().$executeRawUnsafe(
    `UPDATE ${JOB_QUEUE_SCHEMA}._private_jobs SET run_at = now()
     WHERE attempts > 0 AND attempts < max_attempts AND locked_at IS NULL AND run_at > now()`,
  );
}

/**
 * Waits until the campaign is no longer writing (or `timeoutMs` passes), polling the database; with `hurry`, failed
 * jobs are retried without waiting out their backoff.
 */
export async function settled(campaignId: string, timeoutMs: number, { hurry = false } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hurry) await hurryRetries();
    const row = await getDb().campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { status: true } });
    if (row.status !== "running" && row.status !== "approved") return row.status;
    if (Date.now() > deadline) return row.status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until `check` holds for the campaign's assets. */
export async function assetsWhere(
  campaignId: string,
  check: (assets: { status: string }[]) => boolean,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const assets = await getDb().campaignAsset.findMany({ where: { campaignId }, select: { status: true } });
    if (check(assets)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
