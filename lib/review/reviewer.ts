// The reviewer's side of a review link: the token is the only credential, and it reaches only the link's campaign's
// written assets (those the owner chose), their verdicts and finishing the review. An unknown, expired or revoked
// token is refused in one way, so a refusal never says which.
import "server-only";

import type { CampaignAnswer, CampaignAssetAnswer } from "../campaigns/answer";
import { campaignAnswer } from "../campaigns/board";
import { assetGeneratorInput } from "../campaigns/writer/generator-input";
import { reviewLinkRateLimit } from "../config/rate-limits";
import { getDb } from "../db";
import { AppError } from "../errors";
import { logger } from "../log/logger";
import { sendMail } from "../mail";
import { reviewFinishedMessage } from "../mail/templates/review-finished";
import { clientIp, enforce } from "../rate-limit";
import { rowId } from "../route-id";
import { linkReadable } from "./rules";
import { finishInputSchema, verdictInputSchema, type ReviewAnswer, type ReviewedAsset } from "./schema";
import { hashReviewToken, looksLikeReviewToken } from "./token";
import { campaignBoardUrl } from "./urls";
import { textVersion } from "./version";

export const closedLinkMessage = "This review link has expired or was revoked. Ask for a new one.";

const closed = () => new AppError("not_found", closedLinkMessage);
const missingAsset = "That asset is not part of this review.";

type OpenLink = {
  id: string;
  campaignId: string;
  assetIds: string[];
  expiresAt: Date;
  finishedAt: Date | null;
  campaign: { userId: string };
};

/** Counts one request through a review link against the caller's address (429 past the limit). */
export async function limitReviewRequests(headers: Headers): Promise<void> {
  await enforce([{ rule: reviewLinkRateLimit, subject: `ip:${clientIp(headers)}` }]);
}

async function openLink(token: string): Promise<OpenLink> {
  if (!looksLikeReviewToken(token)) throw closed();
  const link = await getDb().reviewLink.findUnique({
    where: { tokenHash: hashReviewToken(token) },
    select: {
      id: true,
      campaignId: true,
      assetIds: true,
      expiresAt: true,
      revokedAt: true,
      finishedAt: true,
      campaign: { select: { userId: true } },
    },
  });
  if (!link || !linkReadable(link, new Date())) throw closed();
  return link;
}

const written = (asset: CampaignAssetAnswer) => asset.status === "done" && asset.text.trim() !== "";

function shownAssets(link: OpenLink, campaign: CampaignAnswer): CampaignAssetAnswer[] {
  return campaign.assets.filter(
    (asset) => written(asset) && (link.assetIds.length === 0 || link.assetIds.includes(asset.id)),
  );
}

// The kinds of copy a platform preview exists for (components/ai-form/previews); the rest is shown as plain text.
const previewed = new Set(["social:linkedin", "social:x", "social:instagram", "ads:facebook", "ads:google"]);
const hasPlatformPreview = (contentType: string, platform: string) =>
  contentType === "email" || previewed.has(`${contentType}:${platform}`);

/** What a platform preview reads of the asset's brief: its kind and platform, the ad's name and address. */
function previewOf(campaign: CampaignAnswer, asset: CampaignAssetAnswer, brandName: string): ReviewedAsset["preview"] {
  if (!campaign.messageHouse) return null;
  try {
    const input = assetGeneratorInput({ brief: campaign.brief, house: campaign.messageHouse, asset });
    const { contentType, platform, headline, finalUrl, path1, path2, thread } = input;
    if (!hasPlatformPreview(contentType, platform)) return null;
    return { contentType, platform, headline, finalUrl, path1, path2, thread, presetName: brandName };
  } catch {
    return null;
  }
}

async function brandNameOf(campaign: CampaignAnswer, userId: string): Promise<string> {
  if (!campaign.brief.brandVoiceId) return "";
  const voice = await getDb().brandVoice.findFirst({
    where: { id: campaign.brief.brandVoiceId, userId },
    select: { name: true },
  });
  return voice?.name ?? "";
}

async function answerFor(link: OpenLink): Promise<ReviewAnswer> {
  const campaign = await campaignAnswer(link.campaign.userId, link.campaignId);
  const assets = shownAssets(link, campaign);
  const verdicts = await getDb().assetReview.findMany({
    where: { linkId: link.id },
    orderBy: { createdAt: "desc" },
    select: { assetId: true, verdict: true, comment: true, reviewerName: true, createdAt: true },
  });
  const newest = new Map<string, (typeof verdicts)[number]>();
  for (const verdict of verdicts) if (!newest.has(verdict.assetId)) newest.set(verdict.assetId, verdict);
  const brandName = await brandNameOf(campaign, link.campaign.userId);
  return {
    campaignName: campaign.name,
    expiresAt: link.expiresAt.toISOString(),
    finishedAt: link.finishedAt?.toISOString() ?? null,
    assets: assets.map((asset) => {
      const verdict = newest.get(asset.id);
      return {
        id: asset.id,
        channel: asset.channel,
        slot: asset.slot,
        date: asset.date,
        text: asset.text,
        version: textVersion(asset.text),
        preview: previewOf(campaign, asset, brandName),
        status: asset.review.status,
        verdict: verdict
          ? {
              verdict: verdict.verdict,
              comment: verdict.comment,
              reviewerName: verdict.reviewerName,
              createdAt: verdict.createdAt.toISOString(),
            }
          : null,
      };
    }),
  };
}

/** The reviewer's view of the link's assets, as the platforms would show them. */
export async function readReview(token: string): Promise<ReviewAnswer> {
  return answerFor(await openLink(token));
}

/**
 * Approves an asset, or asks for changes with a comment (input: verdictInputSchema): the verdict and the asset's
 * review status are written together, on the text the reviewer saw: when the owner changed it since, the verdict is
 * refused, so an approval never covers words the reviewer did not read.
 */
export async function giveVerdict(token: string, asset: string, input: unknown): Promise<ReviewAnswer> {
  const link = await openLink(token);
  const { verdict, comment, reviewerName, version } = verdictInputSchema.parse(input);
  if (link.finishedAt) throw new AppError("conflict", "This review is finished; ask for a new link to review again.");
  const id = rowId(asset, missingAsset);
  if (link.assetIds.length > 0 && !link.assetIds.includes(id)) throw new AppError("not_found", missingAsset);
  await getDb().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ revision: number; status: string; text: string }[]>`
      SELECT revision, status::text AS status, text FROM campaign_assets
      WHERE id = ${id}::uuid AND campaign_id = ${link.campaignId}::uuid
      FOR UPDATE`;
    const row = rows[0];
    if (!row || row.status !== "done" || row.text.trim() === "") throw new AppError("not_found", missingAsset);
    if (textVersion(row.text) !== version)
      throw new AppError("conflict", "This post was changed since you opened the page. Reload to review its new text.");
    await tx.assetReview.create({
      data: { linkId: link.id, assetId: id, verdict, comment, reviewerName, revision: row.revision },
    });
    await tx.campaignAsset.update({ where: { id }, data: { reviewStatus: verdict } });
  });
  return answerFor(link);
}

/** Says the review is done and emails the owner the tally once; finishing again changes nothing. */
export async function finishReview(token: string, input: unknown): Promise<ReviewAnswer> {
  const link = await openLink(token);
  const { reviewerName } = finishInputSchema.parse(input);
  const finishedAt = new Date();
  const finished = await getDb().reviewLink.updateMany({
    where: { id: link.id, finishedAt: null },
    data: { finishedAt },
  });
  const answer = await answerFor({ ...link, finishedAt: link.finishedAt ?? finishedAt });
  if (finished.count === 1) await tellOwner(link, answer, reviewerName);
  return answer;
}

async function tellOwner(link: OpenLink, answer: ReviewAnswer, reviewerName: string): Promise<void> {
  const owner = await getDb().user.findUniqueOrThrow({
    where: { id: link.campaign.userId },
    select: { email: true, name: true },
  });
  const verdicts = answer.assets.map((asset) => asset.verdict?.verdict);
  const counts = {
    approved: verdicts.filter((verdict) => verdict === "approved").length,
    changesRequested: verdicts.filter((verdict) => verdict === "changes_requested").length,
    notReviewed: verdicts.filter((verdict) => verdict === undefined).length,
  };
  try {
    await sendMail(
      reviewFinishedMessage({
        to: owner.email,
        name: owner.name,
        reviewerName,
        campaignName: answer.campaignName,
        counts,
        link: campaignBoardUrl(link.campaignId),
      }),
    );
  } catch (error) {
    // The reviewer's work is saved either way; the board shows it even when the email did not go.
    logger.error({ err: error, linkId: link.id }, "could not email the owner that a review finished");
  }
}
