// A campaign's hand-offs as the board shows them: every post handed to a scheduler, newest first.
import "server-only";

import { campaignId } from "../campaigns/store";
import { handoffLimits } from "../config/handoff";
import { getDb } from "../db";
import { handoffRecord } from "./record";
import type { HandoffRecord } from "./schema";

export async function campaignHandoffs(userId: string, id: string): Promise<HandoffRecord[]> {
  const rows = await getDb().handoff.findMany({
    where: { userId, campaignId: campaignId(id) },
    orderBy: { createdAt: "desc" },
    take: handoffLimits.shown,
  });
  return rows.map(handoffRecord);
}
