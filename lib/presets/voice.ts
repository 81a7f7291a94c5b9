import "server-only";

import { getDb } from "../db";
import { AppError } from "../errors";
import type { BrandVoice } from "../generator/pipeline/voice";

/**
 * The voice a request names, or none when `presetName` is empty ("No brand voice"). The default preset is what the
 * screens preselect, so choosing "No brand voice" really means none.
 */
export async function voiceFor(userId: string, presetName: string): Promise<BrandVoice | null> {
  if (!presetName) return null;
  const voice = await getDb().brandVoice.findFirst({
    where: { userId, name: presetName },
    select: { name: true, tone: true, audience: true, styleNotes: true, wordsToAvoid: true, description: true },
  });
  if (!voice) throw new AppError("invalid_input", `presetName: there is no brand voice called "${presetName}".`);
  return voice;
}
