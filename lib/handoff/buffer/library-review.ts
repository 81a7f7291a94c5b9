// A saved copy that came from a campaign whose review is on leaves Hookline only as text a reviewer approved: the
// library is no way around the campaign's gate. A campaign's copy is known by its save key, made from the asset and
// its text, so a copy saved before an edit (or before approval) is not taken for the approved text.
import "server-only";

import { assetSaveKey } from "../../campaigns/library";
import { getDb } from "../../db";

type SavedFromCampaign = { id: string; parameters: unknown; idempotencyKey: string | null };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const campaignIdOf = (parameters: unknown): string | null => {
  const value =
    typeof parameters === "object" && parameters !== null
      ? (parameters as Record<string, unknown>).campaignId
      : undefined;
  return typeof value === "string" && uuid.test(value) ? value : null;
};

/** The ids of the copies that wait for a reviewer: from a campaign under review, and not its approved text. */
export async function copiesAwaitingReview(userId: string, copies: readonly SavedFromCampaign[]): Promise<Set<string>> {
  const campaignIds = [...new Set(copies.flatMap((copy) => campaignIdOf(copy.parameters) ?? []))];
  if (campaignIds.length === 0) return new Set();
  const reviewed = await getDb().campaign.findMany({
    where: { userId, id: { in: campaignIds }, reviewRequired: true },
    select: { id: true, assets: { where: { reviewStatus: "approved" }, select: { id: true, text: true } } },
  });
  const underReview = new Set(reviewed.map((campaign) => campaign.id));
  const approved = new Set(
    reviewed.flatMap((campaign) => campaign.assets.map((asset) => assetSaveKey(asset.id, asset.text))),
  );
  return new Set(
    copies
      .filter((copy) => {
        const campaignId = campaignIdOf(copy.parameters);
        return campaignId !== null && underReview.has(campaignId) && !approved.has(copy.idempotencyKey ?? "");
      })
      .map((copy) => copy.id),
  );
}
