// The briefs bench:campaign writes: every channel, and briefs that differ in what makes fitting hard (one to five
// key messages, no proof points or five, long and short calls to action, disclosures, banned terms, landing URLs
// with their own query).
import type { CampaignBriefForm, MessageHouse } from "../lib/campaigns/schema.ts";
import { campaignChannelIds } from "../lib/config/campaigns.ts";

const products = ["Brewly grinder", "Ledgerly books", "Pawfect walks", "Stackwise CI", "Lumen lamps"];
const messages = [
  "Set up in two minutes, not two days",
  "Every report your accountant asks for, one click away",
  "Trusted by twelve hundred small teams across Europe",
  "Works with the tools you already pay for",
  "Cancel any time, keep everything you made",
];
const proofs = [
  "4.8 stars from 900 reviews",
  "SOC 2 Type II audited",
  "Used by 1,200 teams",
  "Featured in TechCrunch",
  "99.99% uptime in 2026",
];
const calls = ["Start your free trial", "Book a demo", "Get 20% off today", "See plans and pricing for teams"];
const banned = [["guaranteed"], ["cheap", "free money"], ["best ever", "revolutionary", "miracle"], []];
const disclosures = ["Ad. Terms apply.", "Sponsored.", "Paid partnership with Hookline.", ""];

export function benchBriefs(count: number): CampaignBriefForm[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `${products[index % products.length]} launch ${index + 1}`,
    goal: (["awareness", "leads", "launch", "sales", "event"] as const)[index % 5]!,
    offer: index % 3 === 0 ? "" : "Half off the first three months for new teams",
    audience: index % 4 === 0 ? "" : "Founders and marketers of teams under fifty people",
    keyMessages: messages.slice(0, (index % 5) + 1),
    proofPoints: proofs.slice(0, index % 6),
    callToAction: calls[index % calls.length]!,
    landingUrl: index % 2 ? "https://example.com/launch?ref=bench&utm_source=old" : "https://example.com/launch",
    bannedTerms: banned[index % banned.length]!,
    disclosure: disclosures[index % disclosures.length]!,
    channels: [...campaignChannelIds],
    startDate: "2026-12-07",
    weeks: 1,
  }));
}

/** A house that honours the brief: key messages and proof points dealt to the three pillars in turn. */
export function benchHouse(brief: CampaignBriefForm): MessageHouse {
  const proofs = brief.proofPoints ?? [];
  return {
    coreMessage: brief.keyMessages[0]!,
    pillars: [0, 1, 2].map((pillar) => {
      const keyMessages = brief.keyMessages.map((_, index) => index).filter((index) => index % 3 === pillar);
      const proofPoints = proofs.map((_, index) => index).filter((index) => index % 3 === pillar);
      return {
        title: `Pillar ${pillar + 1}`,
        keyMessages: keyMessages.length > 0 ? keyMessages : [0],
        proofPoints: proofs.length === 0 ? [] : proofPoints.length > 0 ? proofPoints : [0],
      };
    }),
  };
}
