// Platform lengths Hookline writes to: hard limits are refused by the platform, so an output over one
// is shortened once and then flagged; recommended lengths are where the text starts being cut off in the feed.
export type LengthRule = { label: string; limit: number; hard: boolean; unit: "characters" | "weighted characters" };

export const lengthRules = {
  x: { label: "X post", limit: 280, hard: true, unit: "weighted characters" },
  threads: { label: "Threads post", limit: 500, hard: true, unit: "characters" },
  instagram: { label: "Instagram caption", limit: 2200, hard: true, unit: "characters" },
  linkedin: { label: "LinkedIn post", limit: 3000, hard: true, unit: "characters" },
  googleHeadline: { label: "Google Ads headline", limit: 30, hard: true, unit: "characters" },
  googleDescription: { label: "Google Ads description", limit: 90, hard: true, unit: "characters" },
  facebookPrimaryText: { label: "Facebook primary text", limit: 125, hard: false, unit: "characters" },
  facebookHeadline: { label: "Facebook headline", limit: 40, hard: false, unit: "characters" },
  facebookDescription: { label: "Facebook description", limit: 30, hard: false, unit: "characters" },
  metaDescription: { label: "Meta description", limit: 155, hard: false, unit: "characters" },
  emailSubject: { label: "Email subject", limit: 60, hard: false, unit: "characters" },
  linkedinAdIntro: { label: "LinkedIn sponsored content intro text", limit: 600, hard: true, unit: "characters" },
  facebookPost: { label: "Facebook post", limit: 63_206, hard: true, unit: "characters" },
} as const satisfies Record<string, LengthRule>;

export type LengthRuleId = keyof typeof lengthRules;
