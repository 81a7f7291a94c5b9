// A model's message house made to keep the brief's rules (message-house.ts) without asking again: positions the brief
// does not have are dropped, a pillar left without a key message takes one, a key message no pillar carries goes to
// the pillar carrying fewest, and a pillar without a proof point, when the brief has some, takes one. An answer that
// is not a message house at all, or still breaks a rule after that, is not repaired (null).
import { validateMessageHouse } from "../message-house";
import { messageHouseSchema, type CampaignBrief, type MessageHouse, type MessagePillar } from "../schema";

type Items = Pick<CampaignBrief, "keyMessages" | "proofPoints">;

const within = (positions: readonly number[], count: number) => positions.filter((index) => index < count);

function withRequiredTies(pillars: MessagePillar[], brief: Items): MessagePillar[] {
  const repaired = pillars.map((pillar, p) => {
    const keyMessages = within(pillar.keyMessages, brief.keyMessages.length);
    const proofPoints = within(pillar.proofPoints, brief.proofPoints.length);
    return {
      ...pillar,
      keyMessages: keyMessages.length > 0 ? keyMessages : [p % brief.keyMessages.length],
      proofPoints:
        proofPoints.length > 0 || brief.proofPoints.length === 0 ? proofPoints : [p % brief.proofPoints.length],
    };
  });
  brief.keyMessages.forEach((_, index) => {
    if (repaired.some((pillar) => pillar.keyMessages.includes(index))) return;
    const fewest = repaired.reduce((least, pillar) =>
      pillar.keyMessages.length < least.keyMessages.length ? pillar : least,
    );
    fewest.keyMessages = [...fewest.keyMessages, index];
  });
  return repaired;
}

export function repairedMessageHouse(answer: unknown, brief: Items): MessageHouse | null {
  const parsed = messageHouseSchema.safeParse(answer);
  if (!parsed.success || brief.keyMessages.length === 0) return null;
  if (validateMessageHouse(parsed.data, brief).length === 0) return parsed.data;
  const house = { ...parsed.data, pillars: withRequiredTies(parsed.data.pillars, brief) };
  return validateMessageHouse(house, brief).length === 0 ? house : null;
}
