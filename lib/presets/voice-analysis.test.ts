import { describe, expect, it } from "vitest";

import { learnedVoiceSchema } from "./schema";
import { describeTraits, traitsOf } from "./voice-analysis";

const punchy = `You don't need another tool. You need a plan! Here's ours.

Ship daily. Talk to users. Cut what doesn't work! Ready to try? 🚀 #startups`;

const formal = `Our organisation provides comprehensive advisory services to mid-sized manufacturers that are seeking to modernise their supply chains while maintaining regulatory compliance across multiple jurisdictions.

We believe that sustainable transformation requires careful assessment of existing processes, thorough stakeholder engagement and a phased implementation plan that minimises operational disruption.`;

describe("learning a voice from samples without a model", () => {
  it("describes short, direct, conversational writing as such", () => {
    const traits = traitsOf(punchy);
    expect(traits).toMatchObject({
      person: "you",
      contractions: true,
      exclamations: true,
      emoji: true,
      hashtags: true,
    });
    expect(traits.wordsPerSentence).toBeLessThanOrEqual(6);
    const voice = describeTraits(traits);
    expect(voice.tone).toBe("Energetic and conversational");
    expect(voice.description).toContain("Short, punchy sentences");
    expect(voice.description).toContain('Speaks directly to the reader as "you".');
    expect(learnedVoiceSchema.parse(voice)).toEqual(voice);
  });

  it("describes long, formal team writing as such", () => {
    const traits = traitsOf(formal);
    expect(traits).toMatchObject({ person: "we", contractions: false, emoji: false, hashtags: false, lists: false });
    expect(traits.wordsPerSentence).toBeGreaterThan(20);
    const voice = describeTraits(traits);
    expect(voice.tone).toBe("Professional and thorough");
    expect(voice.description).toContain("avoids contractions");
    expect(voice.styleNotes).toContain("Emoji: none. Hashtags: none.");
  });
});
