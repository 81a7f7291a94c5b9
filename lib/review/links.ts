// The owner's side of review links: making one (the token answered once), listing them, revoking one, and the
// campaign's "only approved posts leave" setting.
import "server-only";

import type { CampaignAnswer } from "../campaigns/answer";
import { campaignAnswer } from "../campaigns/board";
import { campaignId } from "../campaigns/store";
import { getDb } from "../db";
import { AppError } from "../errors";
import { rowId } from "../route-id";
import { expiryOf, linkStatus } from "./rules";
import { createReviewLinkSchema, reviewRequiredSchema, type ReviewLinkAnswer } from "./schema";
import { hashReviewToken, newReviewToken } from "./token";
import { reviewUrl } from "./urls";

const missingCampaign = "That campaign does not exist.";
const missingLink = "That review link does not exist.";

const linkSelect = {
  id: true,
  assetIds: true,
  expiresAt: true,
  revokedAt: true,
  finishedAt: true,
  createdAt: true,
  _count: { select: { reviews: true } },
} as const;

type LinkRow = {
  id: string;
  assetIds: string[];
  expiresAt: Date;
  revokedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  _count: { reviews: number };
};

function linkAnswer(row: LinkRow, now: Date): ReviewLinkAnswer {
  return {
    id: row.id,
    status: linkStatus(row, now),
    assetCount: row.assetIds.length > 0 ? row.assetIds.length : null,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    verdicts: row._count.reviews,
  };
}

async function ownedCampaign(userId: string, id: string): Promise<string> {
  const row = await getDb().campaign.findFirst({
    where: { id: campaignId(id), userId },
    select: { id: true },
  });
  if (!row) throw new AppError("not_found", missingCampaign);
  return row.id;
}

/**
 * Makes a link to the campaign (input: createReviewLinkSchema) for the days chosen, showing only the assets named
 * (each must be the campaign's) or every written one. The answer carries the token; only its hash is kept.
 */
export async function createReviewLink(
  userId: string,
  id: string,
  input: unknown,
): Promise<{ link: ReviewLinkAnswer; token: string; url: string }> {
  const { days, assetIds = [] } = createReviewLinkSchema.parse(input);
  const campaign = await ownedCampaign(userId, id);
  const chosen = [...new Set(assetIds)];
  if (chosen.length > 0) {
    const found = await getDb().campaignAsset.count({ where: { campaignId: campaign, id: { in: chosen } } });
    if (found !== chosen.length) throw new AppError("not_found", "That asset does not exist.");
  }
  const token = newReviewToken();
  const now = new Date();
  const row = await getDb().reviewLink.create({
    data: { campaignId: campaign, tokenHash: hashReviewToken(token), assetIds: chosen, expiresAt: expiryOf(now, days) },
    select: linkSelect,
  });
  return { link: linkAnswer(row, now), token, url: reviewUrl(token) };
}

/** The campaign's links, newest first, with where each stands (never their tokens). */
export async function listReviewLinks(userId: string, id: string): Promise<{ links: ReviewLinkAnswer[] }> {
  const campaign = await ownedCampaign(userId, id);
  const rows = await getDb().reviewLink.findMany({
    where: { campaignId: campaign },
    orderBy: { createdAt: "desc" },
    select: linkSelect,
  });
  const now = new Date();
  return { links: rows.map((row) => linkAnswer(row, now)) };
}

/** Closes a link for good: it opens nothing from now on. Revoking it again changes nothing. */
export async function revokeReviewLink(
  userId: string,
  id: string,
  linkId: string,
): Promise<{ links: ReviewLinkAnswer[] }> {
  const campaign = await ownedCampaign(userId, id);
  const link = await getDb().reviewLink.findFirst({
    where: { id: rowId(linkId, missingLink), campaignId: campaign },
    select: { id: true },
  });
  if (!link) throw new AppError("not_found", missingLink);
  await getDb().reviewLink.updateMany({ where: { id: link.id, revokedAt: null }, data: { revokedAt: new Date() } });
  return listReviewLinks(userId, id);
}

/** Turns "only approved posts leave Hookline" on or off (input: reviewRequiredSchema). */
export async function setReviewRequired(userId: string, id: string, input: unknown): Promise<CampaignAnswer> {
  const { required } = reviewRequiredSchema.parse(input);
  const campaign = await ownedCampaign(userId, id);
  await getDb().campaign.update({ where: { id: campaign }, data: { reviewRequired: required } });
  return campaignAnswer(userId, id);
}
