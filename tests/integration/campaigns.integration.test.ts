import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";

import { approveMessageHouse, createCampaign, getCampaign, saveMessageHouse } from "@/lib/campaigns/store";
import { validBrief } from "@/lib/campaigns/test-brief";
import { getDb } from "@/lib/db";

import { uniqueEmail } from "../support/auth-requests";

async function newUser(): Promise<string> {
  const id = randomUUID();
  await getDb().user.create({ data: { id, name: "Campaign Test", email: uniqueEmail("campaigns") } });
  return id;
}

// Two key messages and one proof point in the brief: every pillar rests on the proof point, both messages are used.
const house = {
  coreMessage: "Launch everywhere at once, every post within its limits",
  pillars: [
    { title: "Fast", keyMessages: [0], proofPoints: [0] },
    { title: "Fits", keyMessages: [1], proofPoints: [0] },
    { title: "Trusted", keyMessages: [0, 1], proofPoints: [0] },
  ],
};

describe("the campaign store", () => {
  it("creates a draft from a valid brief, with its slug, and reads it back for its owner only", async () => {
    const owner = await newUser();
    const created = await createCampaign(owner, { ...validBrief, name: "Café Spring Launch" });
    expect(created).toMatchObject({ status: "draft", slug: "cafe-spring-launch", messageHouse: null });
    expect(created.brief.keyMessages).toEqual(validBrief.keyMessages);

    expect(await getCampaign(owner, created.id)).toEqual(created);
    const stranger = await newUser();
    await expect(getCampaign(stranger, created.id)).rejects.toMatchObject({ status: 404 });
    await expect(saveMessageHouse(stranger, created.id, house)).rejects.toMatchObject({ status: 404 });
    await expect(approveMessageHouse(stranger, created.id)).rejects.toMatchObject({ status: 404 });
    await expect(getCampaign(owner, "not-a-uuid")).rejects.toMatchObject({ status: 404 });
    await expect(getCampaign(owner, randomUUID())).rejects.toMatchObject({ status: 404 });
  });

  it("refuses an invalid brief and another user's brand voice, writing nothing", async () => {
    const owner = await newUser();
    await expect(createCampaign(owner, { ...validBrief, keyMessages: [] })).rejects.toBeInstanceOf(ZodError);
    await expect(createCampaign(owner, { ...validBrief, brandVoiceId: randomUUID() })).rejects.toMatchObject({
      status: 404,
    });
    expect(await getDb().campaign.count({ where: { userId: owner } })).toBe(0);
  });

  it("refuses a message house that breaks the brief's rules, and keeps the campaign a draft", async () => {
    const owner = await newUser();
    const { id } = await createCampaign(owner, validBrief);
    await expect(saveMessageHouse(owner, id, { ...house, pillars: house.pillars.slice(0, 2) })).rejects.toBeInstanceOf(
      ZodError,
    );
    const unused = house.pillars.map((pillar) => ({ ...pillar, keyMessages: [0] }));
    await expect(saveMessageHouse(owner, id, { ...house, pillars: unused })).rejects.toMatchObject({
      status: 400,
      code: "invalid_input",
      message: expect.stringContaining("Key message 2"),
    });
    const beyond = [{ ...house.pillars[0], proofPoints: [3] }, ...house.pillars.slice(1)];
    await expect(saveMessageHouse(owner, id, { ...house, pillars: beyond })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("no proof point 4"),
    });
    await expect(approveMessageHouse(owner, id)).rejects.toMatchObject({ status: 409 });
    expect(await getCampaign(owner, id)).toMatchObject({ status: "draft", messageHouse: null });
  });

  it("approves a written house once: approving again changes nothing, and the house is then fixed", async () => {
    const owner = await newUser();
    const { id } = await createCampaign(owner, validBrief);
    expect(await saveMessageHouse(owner, id, house)).toMatchObject({ status: "house_ready", messageHouse: house });
    const approved = await approveMessageHouse(owner, id);
    expect(approved).toMatchObject({ status: "approved", messageHouse: house });
    expect(await approveMessageHouse(owner, id)).toEqual(approved);
    expect((await getCampaign(owner, id)).updatedAt).toEqual(approved.updatedAt);
    await expect(saveMessageHouse(owner, id, house)).rejects.toMatchObject({ status: 409 });
  });

  it("keeps one asset per (campaign, channel, slot)", async () => {
    const owner = await newUser();
    const { id } = await createCampaign(owner, validBrief);
    const asset = { campaignId: id, channel: "x", slot: 0, pillar: 0, keyMessages: [0] };
    await getDb().campaignAsset.create({ data: asset });
    await expect(getDb().campaignAsset.create({ data: { ...asset, pillar: 1 } })).rejects.toMatchObject({
      code: "P2002",
    });
    await getDb().campaignAsset.create({ data: { ...asset, slot: 1 } });
    await getDb().campaignAsset.create({ data: { ...asset, channel: "metaAd" } });
    expect(await getDb().campaignAsset.count({ where: { campaignId: id } })).toBe(3);
  });
});
