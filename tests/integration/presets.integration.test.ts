import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { getDb } from "@/lib/db";
import { createPreset, deletePreset, listPresets, setDefaultPreset } from "@/lib/presets/store";
import { voiceFor } from "@/lib/presets/voice";

import { uniqueEmail } from "../support/auth-requests";

async function userOn(plan: "essential" | "pro" | null, status = "trialing"): Promise<string> {
  const id = randomUUID();
  await getDb().user.create({ data: { id, name: "Preset Test", email: uniqueEmail("presets") } });
  if (plan) {
    const end = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await getDb().subscription.create({
      data: {
        userId: id,
        stripeSubscriptionId: `sub_${randomUUID()}`,
        stripeCustomerId: `cus_${randomUUID()}`,
        status,
        plan,
        priceId: `price_${plan}`,
        trialEnd: status === "trialing" ? end : null,
        currentPeriodEnd: end,
      },
    });
  }
  return id;
}

describe("brand voice presets", () => {
  it("allows 5 on Essential, also during its trial, even when the sixth and seventh arrive together", async () => {
    const userId = await userOn("essential");
    for (let i = 1; i <= 4; i++) await createPreset(userId, { name: `Voice ${i}` });
    const results = await Promise.allSettled([
      createPreset(userId, { name: "Voice 5" }),
      createPreset(userId, { name: "Voice 6" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.find((result) => result.status === "rejected")).toMatchObject({
      reason: { status: 402, message: expect.stringContaining("Your plan includes 5 brand voices") },
    });
    expect(await listPresets(userId)).toHaveLength(5);
  });

  it("allows 15 on Pro and none without a plan", async () => {
    const pro = await userOn("pro", "active");
    for (let i = 1; i <= 15; i++) await createPreset(pro, { name: `Voice ${i}` });
    await expect(createPreset(pro, { name: "Voice 16" })).rejects.toMatchObject({ status: 402 });
    await expect(createPreset(await userOn(null), { name: "Mine" })).rejects.toMatchObject({ status: 403 });
  });

  it("keeps one default, refuses a duplicate name, and only touches the owner's presets", async () => {
    const userId = await userOn("essential");
    const created = await createPreset(userId, { name: "Warm", isDefault: true, description: "Friendly and plain." });
    // The first saved voice completes the onboarding task; the second does not complete it again.
    expect(created.completedTask).toBe("save_voice");
    const first = created.preset;
    const { preset: second, completedTask } = await createPreset(userId, { name: "Bold", isDefault: true });
    expect(completedTask).toBeUndefined();
    await expect(createPreset(userId, { name: "Warm" })).rejects.toMatchObject({ status: 409 });
    const defaults = async () =>
      (await listPresets(userId)).filter((preset) => preset.isDefault).map((preset) => preset.name);
    expect(await defaults()).toEqual(["Bold"]);
    await setDefaultPreset(userId, first.id);
    expect(await defaults()).toEqual(["Warm"]);
    // Concurrent changes of the default keep exactly one, without an error.
    await Promise.all([
      setDefaultPreset(userId, second.id),
      setDefaultPreset(userId, first.id),
      setDefaultPreset(userId, second.id),
    ]);
    expect(await defaults()).toHaveLength(1);
    expect((await voiceFor(userId, "Bold"))?.name).toBe("Bold");
    expect(await voiceFor(userId, "")).toBeNull();
    await expect(voiceFor(userId, "Missing")).rejects.toMatchObject({ status: 400 });

    const stranger = await userOn("essential");
    await expect(deletePreset(stranger, second.id)).rejects.toMatchObject({ status: 404 });
    await expect(setDefaultPreset(stranger, second.id)).rejects.toMatchObject({ status: 404 });
    expect(await listPresets(userId)).toHaveLength(2);
  });
});
