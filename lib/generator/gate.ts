import "server-only";

import { generationRateLimit } from "../config/rate-limits";
import { getDb } from "../db";
import { AppError } from "../errors";
import { accountSubject, allowedOrThrow, decideHit, hitStatement, type RateLimitResult } from "../rate-limit";
import type { AccountRecord } from "../usage/metered";
import type { BrandVoice } from "./pipeline/voice";

/** What a generation needs to know before its unit is reserved. */
export type GenerationGate = { limit: RateLimitResult; account: AccountRecord | null; voice: BrandVoice | null };

type Row = {
  count: number;
  window_start: Date;
  now: Date;
  email: string | null;
  email_verified: boolean | null;
  trial_generation_limit: number | null;
  stripe_subscription_id: string | null;
  status: string | null;
  plan: string | null;
  trial_end: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean | null;
  past_due_since: Date | null;
  voice_name: string | null;
  tone: string | null;
  audience: string | null;
  style_notes: string | null;
  words_to_avoid: string | null;
  description: string | null;
};

/**
 * Opens a generation in one statement: counts it against the per-user generation limit (429), and reads the user
 * with their subscription (what the reservation checks) and the brand voice the brief names (400 when there is no
 * such voice; none when `presetName` is empty, "No brand voice"). The refusals keep the order they always had:
 * the limit, then the voice, then (in reserveRequest) the email, the plan and the allowance.
 */
export async function openGeneration(userId: string, presetName: string): Promise<GenerationGate> {
  const [row] = await getDb().$queryRaw<Row[]>`
    WITH hit AS (${hitStatement(generationRateLimit, accountSubject(userId))})
    SELECT hit.count, hit.window_start, hit.now,
           u.email, u.email_verified, u.trial_generation_limit,
           s.stripe_subscription_id, s.status, s.plan, s.trial_end, s.current_period_end, s.cancel_at_period_end,
           s.past_due_since,
           v.name AS voice_name, v.tone, v.audience, v.style_notes, v.words_to_avoid, v.description
    FROM hit
    LEFT JOIN users u ON u.id = ${userId}
    LEFT JOIN subscriptions s ON s.user_id = u.id
    LEFT JOIN brand_voices v ON v.user_id = u.id AND v.name = ${presetName} AND ${presetName} <> ''`;
  const limit = allowedOrThrow(decideHit(generationRateLimit, row));
  if (!row) throw new Error("the generation gate returned no row");
  const voice = voiceOf(row);
  if (presetName && !voice)
    throw new AppError("invalid_input", `presetName: there is no brand voice called "${presetName}".`);
  return { limit, account: accountOf(row), voice };
}

function voiceOf(row: Row): BrandVoice | null {
  if (row.voice_name === null) return null;
  return {
    name: row.voice_name,
    tone: row.tone ?? "",
    audience: row.audience ?? "",
    styleNotes: row.style_notes ?? "",
    wordsToAvoid: row.words_to_avoid ?? "",
    description: row.description ?? "",
  };
}

function accountOf(row: Row): AccountRecord | null {
  if (row.email === null) return null;
  const subscription =
    row.stripe_subscription_id === null
      ? null
      : {
          stripeSubscriptionId: row.stripe_subscription_id,
          status: row.status ?? "",
          plan: row.plan ?? "",
          trialEnd: row.trial_end,
          currentPeriodEnd: row.current_period_end,
          cancelAtPeriodEnd: row.cancel_at_period_end ?? false,
          pastDueSince: row.past_due_since,
        };
  return {
    email: row.email,
    emailVerified: row.email_verified ?? false,
    trialGenerationLimit: row.trial_generation_limit,
    subscription,
  };
}
