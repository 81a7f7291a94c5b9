// The message house's rules that need the brief: a pillar may only point at key messages and proof points the brief
// has, rests on at least one proof point when the brief gives any (with none, on its key messages alone), and every
// key message stands under some pillar, so nothing the brief asks to say is left out of the fan-out.
import type { CampaignBrief, MessageHouse } from "./schema";

export type MessageHouseIssue = { path: (string | number)[]; message: string };

export function validateMessageHouse(
  house: MessageHouse,
  brief: Pick<CampaignBrief, "keyMessages" | "proofPoints">,
): MessageHouseIssue[] {
  const issues: MessageHouseIssue[] = [];
  const hasProofPoints = brief.proofPoints.length > 0;
  house.pillars.forEach((pillar, p) => {
    pillar.keyMessages.forEach((index, k) => {
      if (index >= brief.keyMessages.length)
        issues.push({
          path: ["pillars", p, "keyMessages", k],
          message: `The brief has no key message ${index + 1}.`,
        });
    });
    pillar.proofPoints.forEach((index, k) => {
      if (index >= brief.proofPoints.length)
        issues.push({
          path: ["pillars", p, "proofPoints", k],
          message: hasProofPoints
            ? `The brief has no proof point ${index + 1}.`
            : "The brief has no proof points; tie the pillar to key messages only.",
        });
    });
    if (hasProofPoints && pillar.proofPoints.length === 0)
      issues.push({ path: ["pillars", p, "proofPoints"], message: "Tie the pillar to at least one proof point." });
  });
  const tied = new Set(house.pillars.flatMap((pillar) => pillar.keyMessages));
  brief.keyMessages.forEach((message, index) => {
    if (!tied.has(index))
      issues.push({ path: ["pillars"], message: `Key message ${index + 1} ("${message}") is in no pillar.` });
  });
  return issues;
}
