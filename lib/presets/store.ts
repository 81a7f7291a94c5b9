import "server-only";

import { entitlementOf } from "../billing/entitlement-of";
import { lockForTransaction } from "../billing/lock";
import { plans, trial } from "../config/plans";
import { getDb } from "../db";
import { AppError } from "../errors";
import type { ProgressTask } from "../events/progress";
import { publishServerEvent } from "../events/server";
import type { Prisma } from "../generated/prisma/client";
import { rowId } from "../route-id";
import { presetInputSchema, type PresetInput } from "./schema";

const select = {
  id: true,
  name: true,
  tone: true,
  audience: true,
  styleNotes: true,
  wordsToAvoid: true,
  samples: true,
  description: true,
  isDefault: true,
  updatedAt: true,
} as const;

export type Preset = Prisma.BrandVoiceGetPayload<{ select: typeof select }>;

/** How many presets the user's plan allows: 5 on Essential (also in its trial), 15 on Pro, none without a plan. */
export async function presetLimitOf(userId: string): Promise<number> {
  const entitlement = await entitlementOf(userId);
  return entitlement.hasActiveSubscription && entitlement.plan ? plans[entitlement.plan].brandVoicePresets : 0;
}

export function presetId(value: string): string {
  return rowId(value, "That brand voice does not exist.");
}

export function listPresets(userId: string): Promise<Preset[]> {
  return getDb().brandVoice.findMany({ where: { userId }, select, orderBy: [{ isDefault: "desc" }, { name: "asc" }] });
}

function duplicateName(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2002"
  );
}

async function clearDefault(tx: Prisma.TransactionClient, userId: string, except?: string) {
  await tx.brandVoice.updateMany({
    where: { userId, isDefault: true, ...(except ? { id: { not: except } } : {}) },
    data: { isDefault: false },
  });
}

/** Creates a preset within the plan's limit; the count and the insert run under one per-user lock. */
export async function createPreset(
  userId: string,
  input: PresetInput,
): Promise<{ preset: Preset; completedTask?: ProgressTask }> {
  const data = presetInputSchema.parse(input);
  const limit = await presetLimitOf(userId);
  if (limit === 0)
    throw new AppError(
      "subscription_required",
      `Choose a plan to save brand voices. Every plan starts with a ${trial.days}-day free trial.`,
    );
  try {
    const preset = await getDb().$transaction(async (tx) => {
      await lockForTransaction(tx, `presets:${userId}`);
      const count = await tx.brandVoice.count({ where: { userId } });
      if (count >= limit) {
        throw new AppError(
          "payment_required",
          `Your plan includes ${limit} brand voices, and you have ${count}. Delete one or upgrade to Pro for ${plans.pro.brandVoicePresets}.`,
        );
      }
      if (data.isDefault) await clearDefault(tx, userId);
      return tx.brandVoice.create({ data: { ...data, userId }, select });
    });
    return { preset, completedTask: await publishServerEvent("voice.saved", { userId }) };
  } catch (error) {
    if (duplicateName(error)) throw new AppError("conflict", `You already have a brand voice called "${data.name}".`);
    throw error;
  }
}

/** Replaces a preset with `input` (every field; what is left out is cleared), the owner's only. */
export async function updatePreset(userId: string, id: string, input: PresetInput): Promise<Preset> {
  const data = presetInputSchema.parse(input);
  try {
    return await getDb().$transaction(async (tx) => {
      await lockForTransaction(tx, `presets:${userId}`);
      const existing = await tx.brandVoice.findFirst({ where: { id, userId }, select: { id: true } });
      if (!existing) throw new AppError("not_found", "That brand voice does not exist.");
      if (data.isDefault) await clearDefault(tx, userId, id);
      return tx.brandVoice.update({ where: { id }, data, select });
    });
  } catch (error) {
    if (duplicateName(error)) throw new AppError("conflict", `You already have a brand voice called "${data.name}".`);
    throw error;
  }
}

export async function setDefaultPreset(userId: string, id: string): Promise<void> {
  await getDb().$transaction(async (tx) => {
    // One default per user: changes to it queue on the same lock as creating a preset.
    await lockForTransaction(tx, `presets:${userId}`);
    const existing = await tx.brandVoice.findFirst({ where: { id, userId }, select: { id: true } });
    if (!existing) throw new AppError("not_found", "That brand voice does not exist.");
    await clearDefault(tx, userId, id);
    await tx.brandVoice.update({ where: { id }, data: { isDefault: true } });
  });
}

export async function deletePreset(userId: string, id: string): Promise<void> {
  const { count } = await getDb().brandVoice.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError("not_found", "That brand voice does not exist.");
}
