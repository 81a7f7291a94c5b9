import { beforeEach, describe, expect, it, vi } from "vitest";

import { testAsset, testCampaign } from "./test-campaign";

const createMany = vi.fn();
const campaign = vi.fn();
const entitlement = vi.fn();

vi.mock("../db", () => ({
  getDb: () => ({ $transaction: (work: (tx: unknown) => unknown) => work({ savedCopy: { createMany } }) }),
}));
vi.mock("./board", () => ({ campaignAnswer: () => campaign() }));
vi.mock("../billing/entitlement-of", () => ({ entitlementOf: () => entitlement() }));

const { assetSaveKey, saveCampaignToLibrary } = await import("./library");

const written = testAsset();
const pending = testAsset({ id: "00000000-0000-4000-8000-000000000009", slot: 1, status: "pending", text: "" });

beforeEach(() => {
  vi.clearAllMocks();
  campaign.mockResolvedValue(testCampaign([written, pending]));
  entitlement.mockResolvedValue({ hasActiveSubscription: true });
});

describe("saving a campaign to the library", () => {
  it("saves one copy per written asset in one statement, skipping the ones saved before", async () => {
    createMany.mockResolvedValue({ count: 1 });
    expect(await saveCampaignToLibrary("user", "campaign")).toEqual({ saved: 1, alreadySaved: 0 });
    const [{ data, skipDuplicates }] = createMany.mock.calls[0] as [
      { data: { idempotencyKey: string }[]; skipDuplicates: boolean },
    ];
    expect(skipDuplicates).toBe(true);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ userId: "user", contentType: "social", content: written.text });
    expect(data[0]?.idempotencyKey).toBe(assetSaveKey(written.id, written.text));
  });

  it("answers what was saved before when nothing is new", async () => {
    createMany.mockResolvedValue({ count: 0 });
    expect(await saveCampaignToLibrary("user", "campaign")).toEqual({ saved: 0, alreadySaved: 1 });
  });

  it("refuses without a plan, and when nothing is written yet", async () => {
    entitlement.mockResolvedValue({ hasActiveSubscription: false });
    await expect(saveCampaignToLibrary("user", "campaign")).rejects.toMatchObject({ code: "subscription_required" });
    campaign.mockResolvedValue(testCampaign([pending]));
    await expect(saveCampaignToLibrary("user", "campaign")).rejects.toMatchObject({ code: "conflict" });
    expect(createMany).not.toHaveBeenCalled();
  });
});

describe("an asset's save key", () => {
  it("is a UUID, the same for the same text and another once the text is edited", () => {
    const key = assetSaveKey(written.id, "A");
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(assetSaveKey(written.id, "A")).toBe(key);
    expect(assetSaveKey(written.id, "B")).not.toBe(key);
  });
});
