// How copy is scored and previewed: where each platform folds text behind "see more", and the weights, limits and
// word lists of the score checks.

/** Characters shown before "…see more" (or cut in the inbox) on a phone. */
export const folds = {
  linkedin: 210,
  instagram: 125,
  facebookPrimaryText: 125,
  emailSubject: 60,
  emailPreheader: 90,
} as const;

/**
 * What each check is worth. A variant's score is the weight of the checks it passes over the weight of the checks
 * that apply to its content type, as a percentage; breaking a platform's hard limit costs the most because the
 * platform refuses the text.
 */
export const scoreWeights = {
  placeholders: 20,
  keyPoints: 20,
  offer: 15,
  adMinimums: 25,
  hardLimit: 25,
  fold: 15,
  hookLength: 10,
  hookSpecific: 10,
  callToAction: 15,
  avoidWords: 10,
  aiTells: 10,
  readingGrade: 10,
  hashtags: 5,
  emojis: 5,
} as const;

export type ScoreCheckId = keyof typeof scoreWeights;

/**
 * Checks that say whether the copy can be published at all: a placeholder left to fill, a key point or the offer of
 * the brief left out, fewer lines than Google takes, a platform's hard limit broken. Failing any of them caps the
 * score, and such a variant is never marked the better one, however well the rest reads.
 */
export const firstOrderChecks: readonly ScoreCheckId[] = [
  "placeholders",
  "keyPoints",
  "offer",
  "adMinimums",
  "hardLimit",
];

/** The highest score a variant with a failed first-order check can have. */
export const firstOrderCap = 60;

/** Content types whose copy sells, so it must state the offer the brief gives (emails: promotional ones only). */
export const offerTypes = ["ads", "email"] as const;

/** The opening line has to read at a glance: it stays whole in every platform's preview (Instagram folds at 125). */
export const hook = { maxCharacters: 100 } as const;

/** Flesch–Kincaid grade at or under which copy reads easily on a phone; only scored for short-form English copy. */
export const readingGrade = { max: 9, minWords: 12, contentTypes: ["social", "ads", "email"] } as const;

/**
 * Verbs that open a call to action ("Try it free", "Reply to this email"); English only. Words that as often open
 * other sentences ("Like", "Email") are left out.
 */
export const callToActionVerbs = [
  "apply",
  "ask",
  "book",
  "browse",
  "buy",
  "call",
  "check",
  "claim",
  "click",
  "comment",
  "compare",
  "contact",
  "create",
  "discover",
  "download",
  "enroll",
  "explore",
  "find",
  "follow",
  "get",
  "give",
  "go",
  "grab",
  "head",
  "hit",
  "install",
  "join",
  "learn",
  "listen",
  "order",
  "pick",
  "read",
  "register",
  "reply",
  "request",
  "reserve",
  "save",
  "schedule",
  "see",
  "send",
  "share",
  "shop",
  "sign",
  "start",
  "subscribe",
  "swipe",
  "switch",
  "tap",
  "tell",
  "try",
  "upgrade",
  "use",
  "visit",
  "watch",
  "write",
] as const;

/** Content types whose copy exists to make the reader act, so it needs a call to action. */
export const callToActionTypes = ["ads", "email", "scripts"] as const;

/**
 * Words and phrases that mark text as machine-written; a brand voice's words to avoid are scored on top of these.
 * Matched as whole words, any case; "-" also matches a space or nothing, "'" also matches "’".
 */
export const aiTells = {
  phrases: [
    "delve",
    "delves",
    "delved",
    "delving",
    "elevate",
    "elevates",
    "elevated",
    "elevating",
    "unlock",
    "unlocks",
    "unlocked",
    "unlocking",
    "game-changer",
    "game-changing",
    "in today's fast-paced world",
    "in today's digital age",
    "dive into",
    "dives into",
    "diving into",
    "dive deep",
    "deep dive",
    "tapestry",
    "seamless",
    "seamlessly",
    "leverage",
    "leverages",
    "leveraging",
    "revolutionize",
    "revolutionizes",
    "revolutionizing",
    "revolutionise",
    "revolutionising",
    "embark",
    "embarking",
    "navigate the complexities",
    "ever-evolving",
    "ever-changing landscape",
    "harness the power",
    "supercharge",
    "look no further",
    "testament to",
    "in the realm of",
    "it's important to note",
    "whether you're a",
  ],
  /** More em dashes than this in one sentence is a chain. */
  emDashesPerSentence: 1,
  /** More em dashes than this in one variant reads as a tic, whatever the sentences. */
  emDashesPerVariant: 2,
} as const;

/**
 * Hashtags each social platform's readers expect; the check passes within min–max, and the offline writer keeps to
 * the same range. Instagram's own advice is a few focused hashtags, at most 5 (the 30 it once took read as spam);
 * Threads takes one tag a post.
 */
export const hashtagConventions: Record<string, { min: number; max: number }> = {
  linkedin: { min: 0, max: 5 },
  instagram: { min: 1, max: 5 },
  x: { min: 0, max: 2 },
  threads: { min: 0, max: 1 },
};

/**
 * Most emoji a variant should carry when the brief asks for them, by platform (social) or ad network. Google
 * refuses emoji in ad text, so its maximum is 0 whatever the brief says; without "Use emojis" every maximum is 0.
 */
export const emojiConventions: Record<string, number> = {
  linkedin: 5,
  instagram: 10,
  x: 3,
  threads: 3,
  custom: 5,
  facebook: 3,
  google: 0,
};

/**
 * Where a new result's heading may sit for the result to count as in view: above this share of the screen's height.
 * Lower down (a phone's result under the form, its heading at the bottom edge) the page scrolls it to the top.
 */
export const revealTopShare = 0.5;
