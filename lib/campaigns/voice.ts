import "server-only";

import { getDb } from "../db";
import type { BrandVoice } from "../generator/pipeline/voice";

/** The brand voice the brief names, as the writers use it; null for none (or one deleted since). */
export async function campaignVoice(userId: string, brandVoiceId: string | undefined): Promise<BrandVoice | null> {
  if (brandVoiceId === undefined) return null;
  return getDb().brandVoice.findFirst({
    where: { id: brandVoiceId, userId },
    select: { name: true, tone: true, audience: true, styleNotes: true, wordsToAvoid: true, description: true },
  });
}
