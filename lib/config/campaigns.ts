// A campaign's numbers: the brief's field limits, its goals, and what each channel is (paid or organic, how its
// links are tagged and counted, how often it posts). The brief's schema, the screens' sentences and the calendar
// all read these values.
import { lengthRules, type LengthRuleId } from "./generation/platform-lengths";

export const campaignLimits = {
  nameMaxCharacters: 80,
  offerMaxCharacters: 500,
  audienceMaxCharacters: 500,
  keyMessages: { min: 1, max: 5, maxCharacters: 140 },
  proofPoints: { min: 0, max: 5, maxCharacters: 200 },
  callToActionMaxCharacters: 60,
  bannedTerms: { max: 50, maxCharacters: 60 },
  disclosureMaxCharacters: 200,
  landingUrlMaxCharacters: 2048,
  weeks: { min: 1, max: 4 },
  coreMessageMaxCharacters: 140,
  pillars: 3,
  pillarTitleMaxCharacters: 60,
  /** The campaign's slug in `utm_campaign`. */
  slugMaxCharacters: 60,
  /** An asset's text as edited on the board. */
  assetMaxCharacters: 10_000,
  /** An edited cadence: 0 takes a channel off the calendar; at most two posts a day. */
  postsPerWeek: { min: 0, max: 14 },
  /** The newest reviewer verdicts shown per asset. */
  reviewNotesShown: 20,
} as const;

export const campaignGoals = [
  { value: "awareness", label: "Awareness" },
  { value: "leads", label: "Leads" },
  { value: "launch", label: "Launch" },
  { value: "sales", label: "Sales" },
  { value: "event", label: "Event" },
] as const;

export type CampaignGoal = (typeof campaignGoals)[number]["value"];

export type UtmMedium = "paid" | "social" | "email";

/** How an asset's link is tagged, and how the platform counts it. */
export type ChannelLink = {
  /** The platform, as `utm_source`. */
  utmSource: string;
  utmMedium: UtmMedium;
  /** What any URL counts on the platform whatever its length; null: its characters as written. */
  countsAsCharacters: number | null;
};

export type CampaignChannelConfig = {
  label: string;
  paidAd: boolean;
  /** Null: the channel's assets carry no link (a caption, an outline, a script), so nothing is tagged. */
  link: ChannelLink | null;
  /** The platform rule a post's text is counted by; null: plain characters. */
  lengthRule: LengthRuleId | null;
  /**
   * What the whole asset may count on the platform (as `lengthRule` counts it), which the platform refuses beyond;
   * null where only its parts have limits (a search ad's lines) or the platform sets none.
   */
  hardLimit: number | null;
  /** Organic channels are scheduled on the calendar at `postsPerWeek`; paid ads run throughout instead. */
  organic: boolean;
  postsPerWeek: number;
};

export const campaignChannels = {
  googleSearchAd: {
    label: "Google responsive search ad",
    paidAd: true,
    link: { utmSource: "google", utmMedium: "paid", countsAsCharacters: null },
    lengthRule: null,
    hardLimit: null,
    organic: false,
    postsPerWeek: 0,
  },
  metaAd: {
    label: "Meta ad",
    paidAd: true,
    link: { utmSource: "meta", utmMedium: "paid", countsAsCharacters: null },
    lengthRule: "facebookPrimaryText",
    hardLimit: null,
    organic: false,
    postsPerWeek: 0,
  },
  linkedinAd: {
    label: "LinkedIn ad",
    paidAd: true,
    link: { utmSource: "linkedin", utmMedium: "paid", countsAsCharacters: null },
    lengthRule: "linkedinAdIntro",
    hardLimit: lengthRules.linkedinAdIntro.limit,
    organic: false,
    postsPerWeek: 0,
  },
  x: {
    label: "X",
    paidAd: false,
    link: { utmSource: "x", utmMedium: "social", countsAsCharacters: 23 },
    lengthRule: "x",
    hardLimit: lengthRules.x.limit,
    organic: true,
    postsPerWeek: 5,
  },
  linkedin: {
    label: "LinkedIn",
    paidAd: false,
    link: { utmSource: "linkedin", utmMedium: "social", countsAsCharacters: null },
    lengthRule: "linkedin",
    hardLimit: lengthRules.linkedin.limit,
    organic: true,
    postsPerWeek: 3,
  },
  instagram: {
    label: "Instagram",
    paidAd: false,
    link: null,
    lengthRule: "instagram",
    hardLimit: lengthRules.instagram.limit,
    organic: true,
    postsPerWeek: 3,
  },
  facebook: {
    label: "Facebook",
    paidAd: false,
    link: { utmSource: "facebook", utmMedium: "social", countsAsCharacters: null },
    lengthRule: "facebookPost",
    hardLimit: lengthRules.facebookPost.limit,
    organic: true,
    postsPerWeek: 3,
  },
  threads: {
    label: "Threads",
    paidAd: false,
    link: { utmSource: "threads", utmMedium: "social", countsAsCharacters: null },
    lengthRule: "threads",
    hardLimit: lengthRules.threads.limit,
    organic: true,
    postsPerWeek: 3,
  },
  email: {
    label: "Email",
    paidAd: false,
    link: { utmSource: "newsletter", utmMedium: "email", countsAsCharacters: null },
    lengthRule: null,
    hardLimit: null,
    organic: true,
    postsPerWeek: 1,
  },
  blogOutline: {
    label: "Blog outline",
    paidAd: false,
    link: null,
    lengthRule: null,
    hardLimit: null,
    organic: true,
    postsPerWeek: 1,
  },
  videoScript: {
    label: "Video script",
    paidAd: false,
    link: null,
    lengthRule: null,
    hardLimit: null,
    organic: true,
    postsPerWeek: 1,
  },
} as const satisfies Record<string, CampaignChannelConfig>;

export type CampaignChannel = keyof typeof campaignChannels;

/** The campaign writers' own numbers. */
export const campaignWriter = {
  /** A drafted message house is short: a core message and three titled pillars. */
  messageHouseMaxTokens: 800,
  /** An offline pillar title is a short phrase: its item's first clause, at most this many words. */
  pillarTitleWords: 6,
  /** An email's last paragraph is its sign-off ("Best regards") when it is one line this short, and no sentence. */
  signOffMaxCharacters: 30,
  /** The most a list field of the generator's brief holds (benefits, selling points). */
  generatorListMaxCharacters: 1000,
} as const;

/** How many angles the writer turns between, slot by slot, so a channel's posts are not copies of each other. */
export const assetAngles = 2;

/** The length the offline writer's video script takes for a campaign, in seconds (short-form). */
export const campaignVideoSeconds = 30;

export const campaignChannelIds = Object.keys(campaignChannels) as [CampaignChannel, ...CampaignChannel[]];
