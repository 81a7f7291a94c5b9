// A campaign answer with two written assets and one still pending, for the export's and the library's tests.
import type { CampaignAnswer, CampaignAssetAnswer } from "./answer";
import { campaignBriefSchema } from "./schema";
import { validBrief } from "./test-brief";

const length = { count: 10, limit: null, unit: "characters", within: true } as const;

export const testAsset = (changes: Partial<CampaignAssetAnswer> = {}): CampaignAssetAnswer => ({
  id: "00000000-0000-4000-8000-000000000001",
  channel: "x",
  slot: 0,
  pillar: 0,
  keyMessages: [0],
  text: "Onboard in two days.",
  locked: false,
  callToAction: null,
  status: "done",
  error: null,
  link: "https://hookline.example/spring?utm_source=x",
  date: "2026-03-02",
  length,
  writer: "Offline writer",
  review: { status: "none", notes: [] },
  ...changes,
});

export const testCampaign = (assets: CampaignAssetAnswer[]): CampaignAnswer => ({
  id: "10000000-0000-4000-8000-000000000000",
  name: "Spring launch",
  slug: "spring-launch",
  status: "done",
  brief: campaignBriefSchema.parse(validBrief),
  messageHouse: {
    coreMessage: "Launch faster",
    pillars: [
      { title: "Speed", keyMessages: [0], proofPoints: [0] },
      { title: "Fit", keyMessages: [1], proofPoints: [] },
      { title: "Trust", keyMessages: [0], proofPoints: [0] },
    ],
  },
  cadence: {},
  progress: { units: assets.length, total: assets.length, pending: 0, running: 0, done: assets.length, failed: 0 },
  assets,
  coverage: { keyMessages: [], notCovered: [], allCovered: true },
  guardrails: { assets: [], bannedTermHits: 0, missingDisclosures: 0, missingCallsToAction: 0, passed: true },
  calendar: [],
  reviewRequired: false,
  createdAt: "2026-02-20T09:00:00.000Z",
  updatedAt: "2026-02-21T10:30:00.000Z",
});
