// Adding asset jobs, inside the transaction that creates or resets the assets, so a job never exists without its
// asset and an asset never waits without its job. The key is the asset's place (campaign, channel, slot): adding it
// again while the job waits updates that job instead of queueing a second.
import "server-only";

import { z } from "zod";

import { campaignJobs } from "../../config/jobs";
import type { Prisma } from "../../generated/prisma/client";
import { JOB_QUEUE_SCHEMA } from "../../jobs/schema";

export const assetTask = "campaign_asset";

export const assetJobPayloadSchema = z.object({ assetId: z.string(), revision: z.int() });

export type AssetJobPayload = z.output<typeof assetJobPayloadSchema>;

/** Adds the job of each pending asset given (all the campaign's pending assets when none are named). */
export async function addAssetJobs(
  tx: Prisma.TransactionClient,
  campaignId: string,
  assetIds?: readonly string[],
): Promise<number> {
  const only = assetIds ? [...assetIds] : null;
  return tx.$executeRawUnsafe(
    `SELECT ${JOB_QUEUE_SCHEMA}.add_job(
       $1,
       json_build_object('assetId', id, 'revision', revision),
       job_key := 'campaign:' || campaign_id || ':' || channel || ':' || slot,
       max_attempts := $2
     )
     FROM campaign_assets
     WHERE campaign_id = $3::uuid AND status = 'pending' AND ($4::uuid[] IS NULL OR id = ANY($4::uuid[]))`,
    assetTask,
    campaignJobs.assetMaxAttempts,
    campaignId,
    only,
  );
}
