import "server-only";
import { getDb } from "../db";
import { AppError } from "../errors";
import type { BrandVoice } from "../generator/prompt";

/** The voice a generation uses: the preset named in the request, or else the user's default, or none. */
export async function voiceFor(userId: string, presetName: string): Promise<BrandVoice | null> {
  const voice = await getDb().brandVoice.findFirst({
    where: presetName ? { userId, name: presetName } : { userId, isDefault: true },
    select: { name: true, tone: true, audience: true, styleNotes: true, wordsToAvoid: true, description: true },
  });
  if (presetName && !voice) throw new AppError("invalid_input", `presetName: there is no brand voice called "${presetName}".`);
  return voice;
}
