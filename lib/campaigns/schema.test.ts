import { describe, expect, it } from "vitest";

import { campaignChannelIds, campaignLimits } from "../config/campaigns";
import { cadenceSchema, campaignBriefSchema, messageHouseSchema } from "./schema";
import { validBrief } from "./test-brief";

const messages = (input: unknown) => {
  const result = campaignBriefSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

const times = (count: number, make: (index: number) => string) => Array.from({ length: count }, (_, i) => make(i));

describe("the campaign brief", () => {
  it("accepts a full brief and fills in what a minimal one leaves out", () => {
    expect(messages(validBrief)).toEqual([]);
    const minimal = campaignBriefSchema.parse({
      ...validBrief,
      offer: undefined,
      audience: undefined,
      proofPoints: undefined,
      bannedTerms: undefined,
      disclosure: undefined,
    });
    expect(minimal).toMatchObject({ offer: "", audience: "", proofPoints: [], bannedTerms: [], disclosure: "" });
    expect(minimal.brandVoiceId).toBeUndefined();
  });

  it("takes a name of exactly the limit and refuses one character more", () => {
    const max = campaignLimits.nameMaxCharacters;
    expect(messages({ ...validBrief, name: "n".repeat(max) })).toEqual([]);
    expect(messages({ ...validBrief, name: "n".repeat(max + 1) })).toEqual([
      `name: Keep this under ${max} characters.`,
    ]);
    expect(messages({ ...validBrief, name: "   " })).toEqual(["name: Name the campaign."]);
  });

  it("holds key messages to their count and length, and refuses one that repeats another", () => {
    const { max, maxCharacters } = campaignLimits.keyMessages;
    expect(messages({ ...validBrief, keyMessages: [] })).toEqual(["keyMessages: Write at least 1 key message."]);
    expect(messages({ ...validBrief, keyMessages: times(max, (i) => `Message ${i}`) })).toEqual([]);
    expect(messages({ ...validBrief, keyMessages: times(max + 1, (i) => `Message ${i}`) })).toEqual([
      `keyMessages: Keep to ${max} key messages.`,
    ]);
    expect(messages({ ...validBrief, keyMessages: ["é".repeat(maxCharacters)] })).toEqual([]);
    expect(messages({ ...validBrief, keyMessages: ["é".repeat(maxCharacters + 1)] })).toEqual([
      `keyMessages.0: Keep this under ${maxCharacters} characters.`,
    ]);
    expect(messages({ ...validBrief, keyMessages: ["Fast setup", "Fits everywhere", "fast  SETUP"] })).toEqual([
      "keyMessages.2: This repeats key message 1.",
    ]);
  });

  it("allows no proof points but not more than the limit", () => {
    const { max } = campaignLimits.proofPoints;
    expect(messages({ ...validBrief, proofPoints: [] })).toEqual([]);
    expect(messages({ ...validBrief, proofPoints: times(max + 1, (i) => `Proof ${i}`) })).toEqual([
      `proofPoints: Keep to ${max} proof points.`,
    ]);
  });

  it("takes up to the limit of banned terms, each once", () => {
    const { max } = campaignLimits.bannedTerms;
    expect(messages({ ...validBrief, bannedTerms: times(max, (i) => `term${i}`) })).toEqual([]);
    expect(messages({ ...validBrief, bannedTerms: times(max + 1, (i) => `term${i}`) })).toEqual([
      `bannedTerms: Keep to ${max} banned terms.`,
    ]);
    expect(messages({ ...validBrief, bannedTerms: ["Café", "café"] })).toEqual([
      "bannedTerms.1: This repeats banned term 1.",
    ]);
  });

  it("takes only an https landing page", () => {
    const refused = "landingUrl: Enter the landing page's full address, starting with https://.";
    expect(messages({ ...validBrief, landingUrl: "https://hookline.example/spring?ref=mail#top" })).toEqual([]);
    expect(messages({ ...validBrief, landingUrl: "http://hookline.example/spring" })).toEqual([refused]);
    expect(messages({ ...validBrief, landingUrl: "https://localhost/spring" })).toEqual([refused]);
    expect(messages({ ...validBrief, landingUrl: "https://hookline.example/a b" })).toEqual([refused]);
    expect(messages({ ...validBrief, landingUrl: "" })).toEqual([refused]);
  });

  it("needs at least one channel, each chosen once, from the list", () => {
    expect(messages({ ...validBrief, channels: [] })).toEqual(["channels: Choose at least one channel."]);
    expect(messages({ ...validBrief, channels: ["x", "email", "x"] })).toEqual([
      "channels.2: This channel is already chosen.",
    ]);
    expect(messages({ ...validBrief, channels: ["tiktok"] })).toEqual(["channels.0: Choose a channel from the list."]);
    expect(messages({ ...validBrief, channels: campaignChannelIds })).toEqual([]);
  });

  it("needs a real start date and a run of whole weeks within the limits", () => {
    const { min, max } = campaignLimits.weeks;
    expect(messages({ ...validBrief, startDate: "2026-02-30" })).toEqual([
      "startDate: Enter the start date as YYYY-MM-DD.",
    ]);
    expect(messages({ ...validBrief, startDate: "02/03/2026" })).toHaveLength(1);
    expect(messages({ ...validBrief, weeks: max })).toEqual([]);
    expect(messages({ ...validBrief, weeks: max + 1 })).toEqual([`weeks: Run the campaign at most ${max} weeks.`]);
    expect(messages({ ...validBrief, weeks: min - 1 })).toEqual([`weeks: Run the campaign at least ${min} week.`]);
    expect(messages({ ...validBrief, weeks: 1.5 })).toEqual(["weeks: Choose a whole number of weeks."]);
  });

  it("limits the disclosure and the call to action", () => {
    const disclosure = campaignLimits.disclosureMaxCharacters;
    const cta = campaignLimits.callToActionMaxCharacters;
    expect(messages({ ...validBrief, disclosure: "d".repeat(disclosure + 1) })).toEqual([
      `disclosure: Keep this under ${disclosure} characters.`,
    ]);
    expect(messages({ ...validBrief, callToAction: "c".repeat(cta + 1) })).toEqual([
      `callToAction: Keep this under ${cta} characters.`,
    ]);
    expect(messages({ ...validBrief, callToAction: "" })).toEqual(["callToAction: Say what the reader should do."]);
  });
});

describe("the message house's own shape", () => {
  const pillar = { title: "Speed", keyMessages: [0], proofPoints: [0] };

  it("has a core message and exactly three pillars", () => {
    expect(
      messageHouseSchema.safeParse({ coreMessage: "Launch everywhere at once", pillars: [pillar, pillar, pillar] })
        .success,
    ).toBe(true);
    const two = messageHouseSchema.safeParse({ coreMessage: "Launch", pillars: [pillar, pillar] });
    expect(two.error?.issues.map((issue) => issue.message)).toEqual([
      `A message house has exactly ${campaignLimits.pillars} pillars.`,
    ]);
    const long = messageHouseSchema.safeParse({
      coreMessage: "c".repeat(campaignLimits.coreMessageMaxCharacters + 1),
      pillars: [pillar, pillar, pillar],
    });
    expect(long.error?.issues.map((issue) => issue.path.join("."))).toEqual(["coreMessage"]);
  });

  it("ties each pillar to at least one key message, each once", () => {
    const house = (keyMessages: number[]) => ({
      coreMessage: "Launch",
      pillars: [{ ...pillar, keyMessages }, pillar, pillar],
    });
    expect(messageHouseSchema.safeParse(house([])).error?.issues[0]?.message).toBe(
      "Tie the pillar to at least one key message.",
    );
    expect(messageHouseSchema.safeParse(house([0, 0])).error?.issues[0]).toMatchObject({
      path: ["pillars", 0, "keyMessages", 1],
      message: "This key message is already tied to the pillar.",
    });
    expect(messageHouseSchema.safeParse(house([-1])).success).toBe(false);
  });
});

describe("edited cadences", () => {
  it("take whole numbers of posts within the limits, for known channels", () => {
    const { max } = campaignLimits.postsPerWeek;
    expect(cadenceSchema.safeParse({ x: 0, linkedin: max }).success).toBe(true);
    expect(cadenceSchema.safeParse({ x: max + 1 }).error?.issues[0]?.message).toBe(`Keep to ${max} posts a week.`);
    expect(cadenceSchema.safeParse({ x: 2.5 }).success).toBe(false);
    expect(cadenceSchema.safeParse({ tiktok: 3 }).success).toBe(false);
  });
});

describe("the disclosure on a Google search ad", () => {
  const long = "Sponsored. Results vary by team size; see the full terms and conditions on our website before buying.";
  it("is refused when a description cannot hold it", () => {
    const result = campaignBriefSchema.safeParse({ ...validBrief, channels: ["googleSearchAd"], disclosure: long });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["disclosure"],
      message: expect.stringMatching(/holds 90 characters/),
    });
  });
  it("may be longer on channels that do not split it", () => {
    expect(campaignBriefSchema.safeParse({ ...validBrief, channels: ["metaAd"], disclosure: long }).success).toBe(true);
  });
});
