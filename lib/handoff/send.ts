// Sending a campaign's posts to a connected scheduler: the gate decides what may leave, each post gets its record
// (keyed by destination, connection and asset, so a post already sent is not sent again), and one job per batch
// (a Postiz day, a Typefully draft) sends it. All of it in one transaction: no record without its job.
import "server-only";

import type { CampaignAnswer, CampaignAssetAnswer } from "../campaigns/answer";
import { campaignAnswer } from "../campaigns/board";
import { handoffDestinations } from "../config/handoff";
import { getDb } from "../db";
import { AppError } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { openConnection, type OpenConnection } from "./connections";
import { gateAssets } from "./gate";
import { addHandoffJobs } from "./jobs/queue";
import { preflight } from "./preflight";
import { handoffRecord } from "./record";
import { postingTimesOf, type PostingTime } from "./schedule";
import { sendSchema, type HeldPost, type SendAnswer, type SendInput } from "./schema";
import { assetTitleOnChannel } from "./titles";

type Planned = { asset: CampaignAssetAnswer; time: PostingTime | undefined; batchKey: string; key: string };

/** Postiz takes a day's posts in one request (it limits post creation per hour); Typefully one draft per post. */
/**
 * Where the posts land: the Postiz server, or the Typefully social set. A post is sent once per place, so connecting
 * another server or set sends it there too, and reconnecting the same one sends nothing twice.
 */
const targetOf = (connection: OpenConnection) =>
  connection.provider === "postiz" ? (connection.baseUrl ?? "") : (connection.socialSetId ?? "");

function batchKeyOf(
  input: SendInput,
  connection: OpenConnection,
  campaign: CampaignAnswer,
  planned: Omit<Planned, "batchKey" | "key">,
) {
  // The choices are part of the batch: posts sent with other choices travel in their own request.
  const choices = `${input.schedule ? "scheduled" : "draft"}:${input.whoCanReply}:${input.share ? "shared" : "private"}`;
  const target = targetOf(connection);
  if (input.destination === "postiz")
    return `postiz:${target}:${campaign.id}:${planned.time?.local.slice(0, 10) ?? "undated"}:${choices}`;
  return `typefully:${target}:${planned.asset.id}:${choices}`;
}

function plan(campaign: CampaignAnswer, input: SendInput, connection: OpenConnection, ready: CampaignAssetAnswer[]) {
  const times = postingTimesOf(ready, input.time, input.timeZone);
  const planned = ready.map((asset) => {
    const base = { asset, time: times.get(asset.id) };
    return {
      ...base,
      batchKey: batchKeyOf(input, connection, campaign, base),
      key: `${input.destination}:${targetOf(connection)}:${asset.id}`,
    };
  });
  // One Postiz request carries one date for all its posts: the day's first posting time.
  if (input.destination === "postiz") {
    const first = new Map<string, PostingTime>();
    for (const { batchKey, time } of planned)
      if (time && (!first.has(batchKey) || time.instant < first.get(batchKey)!.instant)) first.set(batchKey, time);
    return planned.map((item) => ({ ...item, time: first.get(item.batchKey) ?? item.time }));
  }
  return planned;
}

async function queue(
  tx: Prisma.TransactionClient,
  userId: string,
  campaign: CampaignAnswer,
  input: SendInput,
  planned: Planned[],
) {
  const rows = planned.map(({ asset, time, batchKey, key }) => ({
    userId,
    campaignId: campaign.id,
    assetId: asset.id,
    destination: input.destination,
    key,
    batchKey,
    channel: asset.channel,
    text: asset.text,
    postAt: time?.instant ?? null,
    scheduled: input.schedule,
  }));
  const created = await tx.handoff.createManyAndReturn({ data: rows, skipDuplicates: true });
  const createdKeys = new Set(created.map((row) => row.key));
  // A post whose last send failed for good is sent again, with its text and time as they are now.
  const retried = [];
  for (const row of rows.filter((row) => !createdKeys.has(row.key))) {
    const [again] = await tx.handoff.updateManyAndReturn({
      where: { userId, key: row.key, status: "failed" },
      data: { ...row, status: "queued", httpStatus: null, message: null, attempts: 0, retryAt: null },
    });
    if (again) retried.push(again);
  }
  const mine = [...created, ...retried];
  await addHandoffJobs(tx, [...new Set(mine.map((row) => row.batchKey))], input);
  const mineKeys = new Set(mine.map((row) => row.key));
  const earlier = await tx.handoff.findMany({
    where: { userId, key: { in: rows.map((row) => row.key).filter((key) => !mineKeys.has(key)) } },
  });
  return { mine, earlier };
}

const alreadySent = (asset: CampaignAssetAnswer, destination: string, status: string): HeldPost => ({
  assetId: asset.id,
  channel: asset.channel,
  reason: "already_sent",
  message:
    status === "sent"
      ? `${assetTitleOnChannel(asset)} is already in ${destination}; it is not sent twice.`
      : `${assetTitleOnChannel(asset)} is already on its way to ${destination}.`,
});

/** Queues the campaign's posts that pass the gate; answers their records and the posts held back. */
export async function sendCampaign(userId: string, id: string, raw: unknown): Promise<SendAnswer> {
  const input = sendSchema.parse(raw);
  const campaign = await campaignAnswer(userId, id);
  const { label } = handoffDestinations[input.destination];
  const connection = await openConnection(userId, input.destination);
  if (!connection) throw new AppError("conflict", `Connect ${label} in your profile first, then send again.`);
  const { ready, held } = gateAssets(campaign, input.destination, input.assetIds);
  if (ready.length === 0 && held.length === 0)
    throw new AppError("invalid_input", `This campaign has no posts ${label} publishes.`);
  const checked = await preflight(input.destination, connection, ready);
  const planned = plan(campaign, input, connection, checked.ready);
  const { mine, earlier } = await getDb().$transaction((tx) => queue(tx, userId, campaign, input, planned));
  const assetById = new Map(campaign.assets.map((asset) => [asset.id, asset]));
  return {
    handoffs: mine.map(handoffRecord),
    held: [
      ...held,
      ...checked.held,
      ...earlier.flatMap((row) => {
        const asset = row.assetId ? assetById.get(row.assetId) : undefined;
        return asset ? [alreadySent(asset, label, row.status)] : [];
      }),
    ],
  };
}
