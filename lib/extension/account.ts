import "server-only";

import { planLabel } from "../billing/plan-label";
import { getDb } from "../db";
import { listPresets } from "../presets/store";
import { billingOverview } from "../usage/overview";
import { inactivePlan } from "./reply";
import type { ExtensionAccount } from "./schema";

/** GET /api/extension/me: the plan, what is left this period (bonus credits included) and a persona to start from; 402 without a plan. */
export async function extensionAccountOf(userId: string): Promise<ExtensionAccount> {
  const now = new Date();
  const [overview, user, presets] = await Promise.all([
    billingOverview(userId, now),
    getDb().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, name: true } }),
    listPresets(userId),
  ]);
  if (!overview.entitlement.hasActiveSubscription) throw inactivePlan();
  const { used, limit, credits } = overview.usage;
  const voice = presets.find((preset) => preset.isDefault);
  return {
    email: user.email,
    plan: planLabel(overview.entitlement, now),
    used,
    limit,
    remaining: Math.max(0, limit - used) + credits,
    persona: {
      name: user.name,
      role: "",
      style: voice ? [voice.description, voice.styleNotes].filter(Boolean).join(" ").slice(0, 500) : "",
      language: "",
    },
  };
}
