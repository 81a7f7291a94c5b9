import { describe, expect, it } from "vitest";

import { offlineWriter } from "../../ai/offline";
import { AppError } from "../../errors";
import { sameKey } from "../../generator/pipeline/text-rules";
import { validateMessageHouse } from "../message-house";
import { campaignBriefSchema, messageHouseSchema, type CampaignBrief } from "../schema";
import { validBrief } from "../test-brief";
import { writeMessageHouse } from "./message-house";
import { failingProvider, overshootingProvider } from "./test-providers";

const keyMessages = [
  "Onboard in two days, not two weeks",
  "Every post fits its platform",
  "Your brand voice in every draft",
  "One brief becomes a month of posts",
  "Guardrails catch banned terms before you publish",
];
const proofPoints = ["Used by 1,200 teams", "4.8 stars from 300 reviews"];

const briefWith = (messages: number, proofs: number): CampaignBrief =>
  campaignBriefSchema.parse({
    ...validBrief,
    keyMessages: keyMessages.slice(0, messages),
    proofPoints: proofPoints.slice(0, proofs),
  });

const never = () => new AbortController().signal;
const model = (object: unknown) => overshootingProvider({ object, label: "Test model" });

describe("the offline message house", () => {
  it("titles a pillar with a proof point's number whole, not cut at its thousands comma", async () => {
    const brief = briefWith(1, 2);
    const { house } = await writeMessageHouse(brief, null, [offlineWriter], never());
    const titles = house.pillars.map((pillar) => pillar.title);
    expect(titles.some((title) => title.startsWith("Used by 1,200"))).toBe(true);
    expect(titles).not.toContain("Used by 1");
  });

  it.each([
    [1, 0],
    [1, 2],
    [5, 0],
    [5, 2],
  ])("for %i key messages and %i proof points keeps every rule of the house", async (messages, proofs) => {
    const brief = briefWith(messages, proofs);
    const { house, writer } = await writeMessageHouse(brief, null, [offlineWriter], never());
    expect(writer.id).toBe("offline");
    expect(messageHouseSchema.safeParse(house).success).toBe(true);
    expect(validateMessageHouse(house, brief)).toEqual([]);
    expect(house.coreMessage).toBe(keyMessages[0]);
    expect(new Set(house.pillars.map((pillar) => sameKey(pillar.title))).size).toBe(3);
  });

  it("names pillars in the brief's own words, and in brackets where the brief has nothing more to say", async () => {
    const brief = briefWith(1, 0);
    const { house } = await writeMessageHouse(brief, null, [offlineWriter], never());
    const [first, ...others] = house.pillars.map((pillar) => pillar.title);
    expect(first).toBe("Onboard in two days");
    for (const title of others) expect(title).toMatch(/^\[.+\]$/);
  });

  it("titles pillars from their key messages when the brief has one for each", async () => {
    const { house } = await writeMessageHouse(briefWith(5, 2), null, [offlineWriter], never());
    expect(house.pillars.map((pillar) => pillar.title)).toEqual([
      "Onboard in two days",
      "Every post fits its platform",
      "Your brand voice in every draft",
    ]);
  });
});

describe("a model's message house", () => {
  const brief = briefWith(3, 2);

  it("is kept as the model wrote it when it keeps the rules", async () => {
    const answer = {
      coreMessage: "Campaign copy that fits, in two days",
      pillars: [
        { title: "Speed", keyMessages: [0], proofPoints: [0] },
        { title: "Fit", keyMessages: [1], proofPoints: [1] },
        { title: "Voice", keyMessages: [2], proofPoints: [0] },
      ],
    };
    const { house, writer } = await writeMessageHouse(brief, null, [model(answer)], never());
    expect(house).toEqual(answer);
    expect(writer.label).toBe("Test model");
  });

  it("is repaired when it points at items the brief lacks, leaves a key message out or a pillar unproven", async () => {
    const answer = {
      coreMessage: "Campaign copy that fits, in two days",
      pillars: [
        { title: "Speed", keyMessages: [0, 7], proofPoints: [] },
        { title: "Fit", keyMessages: [9], proofPoints: [4] },
        { title: "Voice", keyMessages: [0], proofPoints: [1] },
      ],
    };
    const { house, writer } = await writeMessageHouse(brief, null, [model(answer)], never());
    expect(validateMessageHouse(house, brief)).toEqual([]);
    expect(house.pillars.map((pillar) => pillar.title)).toEqual(["Speed", "Fit", "Voice"]);
    expect(writer.label).toBe("Test model");
  });

  it("is replaced by the offline house when it is no message house at all", async () => {
    const answer = { coreMessage: "", pillars: [{ title: "Only one", keyMessages: [0], proofPoints: [0] }] };
    const { house, writer } = await writeMessageHouse(brief, null, [model(answer)], never());
    expect(validateMessageHouse(house, brief)).toEqual([]);
    expect(house.pillars).toHaveLength(3);
    expect(writer.id).toBe("offline");
  });

  it("falls over to the next provider when one fails, and says why when none answers", async () => {
    const { writer } = await writeMessageHouse(
      brief,
      null,
      [failingProvider(1, offlineWriter), offlineWriter],
      never(),
    );
    expect(writer.id).toBe("offline");
    await expect(writeMessageHouse(brief, null, [failingProvider(1, offlineWriter)], never())).rejects.toBeInstanceOf(
      AppError,
    );
  });

  it("is not drafted once the signal is aborted", async () => {
    await expect(writeMessageHouse(brief, null, [offlineWriter], AbortSignal.abort())).rejects.toThrow();
  });
});
