// Hand-off's numbers: review links, the Buffer file, posting times, and which channels each scheduler takes. The
// schemas, the screens' sentences and the senders read these values.
import type { CampaignChannel } from "./campaigns";

export const reviewLinks = {
  /** Days a new link stays open, and the range the owner may choose. */
  days: { default: 7, min: 1, max: 30 },
  /** Bytes of randomness in a token (base64url in the link). */
  tokenBytes: 32,
  reviewerNameMaxCharacters: 80,
  commentMaxCharacters: 2000,
  /** Requests one address may make through review links per minute. */
  requestsPerMinute: 60,
} as const;

export const bufferFile = {
  header: ["Text", "Image URL", "Tags", "Posting Time"] as const,
  /** Rows Buffer takes in one bulk upload, and on its free plan. */
  maxRows: 100,
  freePlanMaxRows: 10,
  imageExtensions: [".jpg", ".jpeg", ".png"] as const,
  /** The response header with the number of posts an export held back. */
  heldHeader: "x-hookline-held",
} as const;

export const postingTimes = {
  /** The first post of a day, on the chosen time zone's clock, unless the user picks another. */
  defaultTime: "09:00",
  /** A channel's second post on the same day goes this many hours after the first. */
  sameDaySpacingHours: 4,
} as const;

/** The campaign channels that are social posts a scheduler publishes (paid ads, emails and outlines are not). */
export const socialChannels = [
  "x",
  "linkedin",
  "instagram",
  "facebook",
  "threads",
] as const satisfies readonly CampaignChannel[];
export type SocialChannel = (typeof socialChannels)[number];

export const handoffDestinations = {
  buffer: { label: "Buffer", channels: socialChannels },
  postiz: { label: "Postiz", channels: socialChannels },
  // Typefully publishes to X, LinkedIn, Threads, Bluesky and Mastodon; a campaign has the first three.
  typefully: { label: "Typefully", channels: ["x", "linkedin", "threads"] },
} as const satisfies Record<string, { label: string; channels: readonly SocialChannel[] }>;

export type HandoffDestination = keyof typeof handoffDestinations;

export const schedulerRequests = {
  /** How long one request to a scheduler may take before it counts as failed. */
  timeoutMs: 15_000,
  /** When a 429 carries no Retry-After: Postiz counts post creation per hour. */
  defaultRetryAfterSeconds: 3600,
  /** The most of a scheduler's answer read, and of a non-JSON answer shown as its message. */
  maxAnswerBytes: 1_000_000,
  messageMaxCharacters: 300,
  /** Attempts of a hand-off job before its posts are marked failed (a 429's wait is not an attempt). */
  maxAttempts: 3,
} as const;

export const handoffLimits = {
  /** Hand-off records the board shows per campaign, newest first. */
  shown: 300,
  /** Posts (or saved copies) one export, send or review link may name. */
  chosenMax: 500,
  /** Typefully's social sets read per page, and the pages read at most. */
  socialSetsPerPage: 50,
  socialSetPages: 10,
} as const;

export const postiz = {
  /** Postiz's cloud: its public API. A self-hosted Postiz serves the same API under its backend's address. */
  cloudApiUrl: "https://api.postiz.com/public/v1",
  publicApiPath: "/public/v1",
  /** Postiz's providers (its integrations' `identifier`) that publish each campaign channel, preferred first. */
  providersByChannel: {
    x: ["x"],
    linkedin: ["linkedin", "linkedin-page"],
    instagram: ["instagram", "instagram-standalone"],
    facebook: ["facebook"],
    threads: ["threads"],
  },
  /** Integrations a connection's test shows at most. */
  integrationsShown: 50,
} as const satisfies {
  cloudApiUrl: string;
  publicApiPath: string;
  providersByChannel: Record<SocialChannel, readonly string[]>;
  integrationsShown: number;
};

export const handoffHistory = {
  /** How often the board reads its hand-offs again while one is queued or waiting for a rate limit's window. */
  refreshMs: 3_000,
} as const;
