// The campaign brief's and the message house's one schema each, shared by the brief form, the handlers, the API, the
// MCP tools and the OpenAPI document. The API names the roots itself (`.meta({ id })` on a root would make MCP list
// a bare reference); the parts an answer repeats carry their component names here.
import { z } from "zod";

import { campaignChannelIds, campaignGoals, campaignLimits as limits, type CampaignGoal } from "../config/campaigns";
import { lengthRules } from "../config/generation/platform-lengths";

const keep = (max: number) => `Keep this under ${max} characters.`;
const text = (max: number) => z.string().trim().max(max, keep(max)).default("");
const line = (max: number, empty: string) => z.string().trim().min(1, empty).max(max, keep(max));

/** The same words however they are capitalised or spaced, so "Free trial" and "free  trial" are one item. */
export const sameItemKey = (value: string) => value.normalize("NFC").toLowerCase().replace(/\s+/gu, " ").trim();

/** Flags each item that repeats an earlier one, at its own index, naming the first. */
function noRepeats<T>(key: (item: T) => string, message: (firstPosition: number) => string) {
  return (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const first = seen.get(key(item));
      if (first === undefined) seen.set(key(item), index);
      else ctx.addIssue({ code: "custom", path: [index], message: message(first + 1) });
    });
  };
}

/** A list of `noun`s within its bounds, each item once. */
const list = (item: z.ZodString, bounds: { min: number; max: number }, noun: string) => {
  const array = z.array(item).max(bounds.max, `Keep to ${bounds.max} ${noun}s.`);
  return (bounds.min > 0 ? array.min(bounds.min, `Write at least ${bounds.min} ${noun}.`) : array).superRefine(
    noRepeats(sameItemKey, (first) => `This repeats ${noun} ${first}.`),
  );
};

/** An https address with a domain, and no space or line break anywhere in it. */
const isHttpsAddress = (value: string) => {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
};

export const campaignGoalSchema = z
  .enum(campaignGoals.map((goal) => goal.value) as [CampaignGoal, ...CampaignGoal[]], "Choose the campaign's goal.")
  .meta({ id: "CampaignGoal" });

export const campaignChannelSchema = z.enum(campaignChannelIds, "Choose a channel from the list.").meta({
  id: "CampaignChannel",
});

const { keyMessages, proofPoints, bannedTerms, weeks } = limits;

export const campaignBriefSchema = z
  .object({
    name: line(limits.nameMaxCharacters, "Name the campaign."),
    goal: campaignGoalSchema,
    offer: text(limits.offerMaxCharacters),
    audience: text(limits.audienceMaxCharacters),
    keyMessages: list(
      line(keyMessages.maxCharacters, "Write the key message, or remove it."),
      keyMessages,
      "key message",
    ),
    proofPoints: list(
      line(proofPoints.maxCharacters, "Write the proof point, or remove it."),
      proofPoints,
      "proof point",
    ).default([]),
    callToAction: line(limits.callToActionMaxCharacters, "Say what the reader should do."),
    landingUrl: z
      .string()
      .trim()
      .max(limits.landingUrlMaxCharacters, keep(limits.landingUrlMaxCharacters))
      .refine(isHttpsAddress, "Enter the landing page's full address, starting with https://."),
    brandVoiceId: z.string().trim().min(1, "Choose a brand voice, or none.").optional(),
    bannedTerms: list(
      line(bannedTerms.maxCharacters, "Write the term, or remove it."),
      { min: 0, max: bannedTerms.max },
      "banned term",
    ).default([]),
    /** Required wording every paid ad must carry verbatim; empty when the campaign has none. */
    disclosure: text(limits.disclosureMaxCharacters),
    channels: z
      .array(campaignChannelSchema)
      .min(1, "Choose at least one channel.")
      .superRefine(
        noRepeats(
          (channel) => channel,
          () => "This channel is already chosen.",
        ),
      ),
    startDate: z.iso.date("Enter the start date as YYYY-MM-DD."),
    weeks: z
      .int("Choose a whole number of weeks.")
      .min(weeks.min, `Run the campaign at least ${weeks.min} week.`)
      .max(weeks.max, `Run the campaign at most ${weeks.max} weeks.`),
  })
  .superRefine((brief, ctx) => {
    // A search ad carries the disclosure as one of its descriptions, and a description holds no more than this.
    const room = lengthRules.googleDescription.limit;
    if (brief.channels.includes("googleSearchAd") && Array.from(brief.disclosure).length > room)
      ctx.addIssue({
        code: "custom",
        path: ["disclosure"],
        message: `Google search ads carry the disclosure as a description, which holds ${room} characters: shorten it, or leave Google search ads out.`,
      });
  });

/** What the form holds and the API receives. */
export type CampaignBriefForm = z.input<typeof campaignBriefSchema>;
/** What the server works with, defaults filled in. */
export type CampaignBrief = z.output<typeof campaignBriefSchema>;

// A pillar points at the brief's key messages and proof points by position (0 is the first): the brief's items have
// no ids of their own, and an editor shows them as one checkbox per item in the brief's order.
const position = z.int("Point at an item by its position.").min(0, "Point at an item by its position.");
const positions = (what: string) =>
  z.array(position).superRefine(
    noRepeats(
      (index) => String(index),
      () => `This ${what} is already tied to the pillar.`,
    ),
  );

export const messagePillarSchema = z
  .object({
    title: line(limits.pillarTitleMaxCharacters, "Name the pillar."),
    /** Positions in the brief's key messages. */
    keyMessages: positions("key message").min(1, "Tie the pillar to at least one key message."),
    /** Positions in the brief's proof points. */
    proofPoints: positions("proof point"),
  })
  .meta({ id: "MessagePillar" });

export const messageHouseSchema = z.object({
  coreMessage: line(limits.coreMessageMaxCharacters, "Write the core message."),
  pillars: z
    .array(messagePillarSchema)
    .length(limits.pillars, `A message house has exactly ${limits.pillars} pillars.`),
});

export type MessagePillar = z.output<typeof messagePillarSchema>;
export type MessageHouse = z.output<typeof messageHouseSchema>;

const { postsPerWeek } = limits;

/** Edited cadences: posts a week for any channel whose default the user changed (0 takes it off the calendar). */
export const cadenceSchema = z.partialRecord(
  campaignChannelSchema,
  z
    .int("Choose a whole number of posts.")
    .min(postsPerWeek.min, `Choose at least ${postsPerWeek.min} posts a week.`)
    .max(postsPerWeek.max, `Keep to ${postsPerWeek.max} posts a week.`),
);

export type Cadence = z.output<typeof cadenceSchema>;
