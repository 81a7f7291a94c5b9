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
} as const satisfies Record<string, LengthRule>;

export type LengthRuleId = keyof typeof lengthRules;

/** Generation requests per user per minute, on top of the plan's monthly allowance (a runaway script stops here). */
export const generationRateLimit = { name: "generate:user", limit: 20, windowSeconds: 60 } as const;

/** What the hook generator and the content planner produce per request (10 hooks, a 4-week plan). */
export const planning = {
  hooksPerRequest: 10,
  hookMaxCharacters: 220,
  planWeeks: 4,
  postsPerWeek: { min: 1, max: 7, default: 3 },
} as const;

/** "Learn from samples" is free, so it has a daily cap of its own besides the per-minute generation limit. */
export const learnVoiceDailyLimit = { name: "learn-voice:user", limit: 30, windowSeconds: 24 * 60 * 60 } as const;

/** The longest email address SMTP delivers to (RFC 5321's path limit, less its angle brackets). */
export const emailMaxLength = 254;
