// The job that writes one asset. It claims the asset (its unit reserved once per revision), writes it through the
// provider chain (which fails over between providers), and saves it. A failed run is retried with graphile-worker's
// backoff; the last failure marks the asset failed and gives its unit back. A server stopping aborts the write, and
// the job runs again elsewhere, on the unit it already holds.
import "server-only";

import type { Task } from "graphile-worker";

import { providers } from "../../ai/providers";
import type { Provider } from "../../ai/types";
import { logger } from "../../log/logger";
import { shutdownSignal, tracked } from "../../server/shutdown";
import { campaignVoice } from "../voice";
import { writeAsset } from "../writer/asset";
import { DisclosureTooLongForSearchAdError } from "../writer/search-ad";
import { claimAsset, failAsset, finishAsset, noteRetry, settleAssetCampaign } from "./asset-rows";
import { assetJobPayloadSchema } from "./queue";

const failedMessage = "The writer could not write this asset. Nothing was deducted; regenerate it to try again.";

export function assetTaskWith(chain: () => readonly Provider[] = providers): Task {
  // The server waits for a running job before it exits, and its grace period's end aborts the write.
  return (payload, helpers) =>
    tracked(async () => {
      const { assetId, revision } = assetJobPayloadSchema.parse(payload);
      try {
        const claim = await claimAsset(assetId, revision);
        // Settling again is harmless, and finishes a campaign whose last settle was lost with a dead server.
        if (claim.kind !== "write") return settleAssetCampaign(assetId);
        const { claimed } = claim;
        const voice = await campaignVoice(claimed.userId, claimed.brief.brandVoiceId);
        const written = await writeAsset(
          { brief: claimed.brief, house: claimed.house, slug: claimed.slug, asset: claimed.asset, voice },
          chain(),
          helpers.abortSignal ? AbortSignal.any([helpers.abortSignal, shutdownSignal()]) : shutdownSignal(),
        );
        await finishAsset(assetId, revision, written);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // A brief the writer can never honour fails at once, with the writer's reason, instead of retrying.
        if (error instanceof DisclosureTooLongForSearchAdError) return failAsset(assetId, revision, error.message);
        const last = helpers.job.attempts >= helpers.job.max_attempts;
        logger.warn({ assetId, revision, attempt: helpers.job.attempts, last, reason }, "campaign asset write failed");
        if (last) return failAsset(assetId, revision, failedMessage);
        await noteRetry(assetId, revision, "The writer failed.");
        throw error;
      }
    });
}
