// A valid brief for the campaign rules' tests, which each change only what they test.
import type { CampaignBriefForm } from "./schema";

export const validBrief = {
  name: "Spring launch",
  goal: "launch",
  offer: "Half off the first month",
  audience: "Founders of small SaaS teams",
  keyMessages: ["Onboard in two days, not two weeks", "Every post fits its platform"],
  proofPoints: ["Used by 1,200 teams"],
  callToAction: "Start your free trial",
  landingUrl: "https://hookline.example/spring",
  bannedTerms: ["guaranteed"],
  disclosure: "Paid partnership.",
  channels: ["x", "metaAd"],
  startDate: "2026-03-02",
  weeks: 2,
} satisfies CampaignBriefForm;
