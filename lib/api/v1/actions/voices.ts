import "server-only";

import { getDb } from "../../../db";
import { AppError } from "../../../errors";
import type { PresetInput } from "../../../presets/schema";
import { createPreset, listPresets, presetId, presetLimitOf, updatePreset, type Preset } from "../../../presets/store";
import type { Voice } from "../schemas";

const voiceOf = (preset: Preset): Voice => ({ ...preset, updatedAt: preset.updatedAt.toISOString() });

export async function listVoices(userId: string): Promise<{ voices: Voice[]; limit: number }> {
  const [presets, limit] = await Promise.all([listPresets(userId), presetLimitOf(userId)]);
  return { voices: presets.map(voiceOf), limit };
}

export async function readVoice(userId: string, id: string): Promise<{ voice: Voice }> {
  const preset = (await listPresets(userId)).find((item) => item.id === presetId(id));
  if (!preset) throw new AppError("not_found", "That brand voice does not exist.");
  return { voice: voiceOf(preset) };
}

export async function createVoice(userId: string, input: PresetInput): Promise<{ voice: Voice }> {
  const { preset } = await createPreset(userId, input);
  return { voice: voiceOf(preset) };
}

/** Changes the fields `patch` names and keeps the others. */
export async function updateVoice(userId: string, id: string, patch: Partial<PresetInput>): Promise<{ voice: Voice }> {
  const existing = await getDb().brandVoice.findFirst({
    where: { id: presetId(id), userId },
    select: {
      name: true,
      tone: true,
      audience: true,
      styleNotes: true,
      wordsToAvoid: true,
      samples: true,
      description: true,
      isDefault: true,
    },
  });
  if (!existing) throw new AppError("not_found", "That brand voice does not exist.");
  const changed = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  return { voice: voiceOf(await updatePreset(userId, id, { ...existing, ...changed })) };
}
