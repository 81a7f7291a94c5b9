// PLACEHOLDER (contract): drafts the message house from the brief. The asset writer's owner replaces the body.
import type { Provider, Writer } from "../../ai/types";
import { campaignLimits } from "../../config/campaigns";
import type { BrandVoice } from "../../generator/pipeline/voice";
import type { CampaignBrief, MessageHouse } from "../schema";

export async function writeMessageHouse(
  brief: CampaignBrief,
  _voice: BrandVoice | null,
  chain: readonly Provider[],
  signal: AbortSignal,
): Promise<{ house: MessageHouse; writer: Writer }> {
  signal.throwIfAborted();
  const [provider] = chain;
  const pillars = Array.from({ length: campaignLimits.pillars }, (_, p) => {
    const keyMessages = brief.keyMessages.map((_, i) => i).filter((i) => i % campaignLimits.pillars === p);
    return {
      title: `Pillar ${p + 1}`,
      keyMessages: keyMessages.length > 0 ? keyMessages : [p % brief.keyMessages.length],
      proofPoints: brief.proofPoints.length > 0 ? [p % brief.proofPoints.length] : [],
    };
  });
  return {
    house: { coreMessage: brief.keyMessages[0] ?? brief.name, pillars },
    writer: { id: provider?.id ?? "offline", label: provider?.label ?? "Offline writer" },
  };
}
