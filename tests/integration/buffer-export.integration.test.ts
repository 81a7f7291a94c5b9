import { describe, expect, it } from "vitest";

import { POST as exportCampaign } from "@/app/api/campaigns/[id]/exports/buffer/route";
import { POST as exportLibrary } from "@/app/api/library/exports/buffer/route";
import { campaignAnswer } from "@/lib/campaigns/board";
import { saveCampaignToLibrary } from "@/lib/campaigns/library";
import { campaignSlug } from "@/lib/campaigns/slug";
import { getDb } from "@/lib/db";
import { previewLibraryBufferExport } from "@/lib/handoff/buffer/export";
import { postingTime } from "@/lib/handoff/schedule";

import { signedInUser } from "../support/auth-requests";
import { everyChannelBrief, houseFor } from "../support/campaigns";
import { apiRequest, routeContext } from "../support/route-requests";
import { paidSubscriber } from "../support/subscribers";
import { unzipStored } from "../support/zip";

async function writtenCampaign(userId: string) {
  const brief = everyChannelBrief({ name: "Spring launch", channels: ["x", "linkedin", "instagram"], weeks: 2 });
  const campaign = await getDb().campaign.create({
    data: {
      userId,
      name: brief.name,
      slug: campaignSlug(brief.name),
      brief,
      messageHouse: houseFor(brief),
      status: "done",
    },
  });
  const asset = (channel: string, slot: number, text: string, status: "done" | "pending" = "done") => ({
    campaignId: campaign.id,
    channel,
    slot,
    pillar: 0,
    keyMessages: [0],
    text,
    status,
  });
  await getDb().campaignAsset.createMany({
    data: [
      asset("x", 0, '@hookline "ships" today\n#launch'),
      asset("x", 1, "a".repeat(281)),
      asset("linkedin", 0, "=SUM is just text here"),
      asset("instagram", 0, "", "pending"),
    ],
  });
  return campaign.id;
}

const choice = { timeZone: "America/Los_Angeles", time: "09:00" };

describe("exporting for Buffer", () => {
  it("previews without recording, then downloads one file per channel in a ZIP and records each post", async () => {
    const user = await signedInUser("buffer-export");
    const id = await writtenCampaign(user.id);
    const path = `/api/campaigns/${id}/exports/buffer`;

    const preview = await exportCampaign(
      apiRequest(`${path}?preview`, user.bearer, { method: "POST", body: choice }),
      routeContext(id),
    );
    expect(preview.status).toBe(200);
    const summary = (await preview.json()) as {
      name: string;
      files: { name: string; rows: number }[];
      held: { reason: string; message: string }[];
    };
    expect(summary.name).toBe("spring-launch-buffer.zip");
    expect(summary.files.map((file) => [file.name, file.rows])).toEqual([
      ["spring-launch-x.csv", 1],
      ["spring-launch-linkedin.csv", 1],
    ]);
    expect(summary.held.map((post) => post.message)).toEqual([
      "X 2 is 281 of 280 weighted characters: shorten it to hand it over.",
      "Instagram 1 is not written yet.",
    ]);
    expect(await getDb().handoff.count({ where: { userId: user.id } })).toBe(0);

    const download = await exportCampaign(
      apiRequest(path, user.bearer, { method: "POST", body: choice }),
      routeContext(id),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="spring-launch-buffer.zip"');
    expect(download.headers.get("x-hookline-held")).toBe("2");
    const files = unzipStored(new Uint8Array(await download.arrayBuffer()));
    const campaign = await campaignAnswer(user.id, id);
    const first = campaign.assets.find((item) => item.channel === "x" && item.slot === 0)!;
    const time = postingTime(first.date!, "09:00", "America/Los_Angeles");
    expect(files.get("spring-launch-x.csv")).toBe(
      `Text,Image URL,Tags,Posting Time\r\n"@hookline ""ships"" today\n#launch","","","${first.date} 09:00"\r\n`,
    );
    expect(files.get("spring-launch-linkedin.csv")).toContain('"=SUM is just text here"');

    const records = await getDb().handoff.findMany({ where: { userId: user.id }, orderBy: { channel: "asc" } });
    expect(records.map((row) => [row.destination, row.status, row.channel, row.campaignId])).toEqual([
      ["buffer", "exported", "linkedin", id],
      ["buffer", "exported", "x", id],
    ]);
    const xRecord = records.find((row) => row.channel === "x")!;
    expect(xRecord.assetId).toBe(first.id);
    expect(xRecord.postAt?.toISOString()).toBe(time.instant.toISOString());
    expect(xRecord.key).toMatch(new RegExp(`^buffer:[0-9a-f-]{36}:${first.id}$`));
    expect(xRecord.batchKey).toBe(xRecord.key.slice(0, xRecord.key.lastIndexOf(":")));
  });

  it("refuses another user's campaign and answers plain words when every post is held", async () => {
    const owner = await signedInUser("buffer-owner");
    const other = await signedInUser("buffer-other");
    const id = await writtenCampaign(owner.id);
    const path = `/api/campaigns/${id}/exports/buffer`;
    const refused = await exportCampaign(
      apiRequest(path, other.bearer, { method: "POST", body: choice }),
      routeContext(id),
    );
    expect(refused.status).toBe(404);

    const tooLong = (await campaignAnswer(owner.id, id)).assets.find(
      (item) => item.channel === "x" && item.slot === 1,
    )!;
    const held = await exportCampaign(
      apiRequest(path, owner.bearer, { method: "POST", body: { ...choice, assetIds: [tooLong.id] } }),
      routeContext(id),
    );
    expect(held.status).toBe(400);
    expect(((await held.json()) as { error: { message: string } }).error.message).toBe(
      "Nothing can be exported for Buffer: X 2 is 281 of 280 weighted characters: shorten it to hand it over.",
    );
    expect(await getDb().handoff.count({ where: { userId: owner.id } })).toBe(0);
    const badZone = await exportCampaign(
      apiRequest(path, owner.bearer, { method: "POST", body: { timeZone: "Mars/Olympus" } }),
      routeContext(id),
    );
    expect(badZone.status).toBe(400);
    expect(((await badZone.json()) as { error: { message: string } }).error.message).toContain("time zone");
  });

  it("exports saved social posts one a day per channel from the start date and records them", async () => {
    const user = await signedInUser("buffer-library");
    const save = (content: string, contentType: string, parameters: Record<string, string>) =>
      getDb().savedCopy.create({ data: { userId: user.id, content, contentType, parameters } });
    const first = await save("First thread 🧵", "social", { platform: "threads" });
    const second = await save("Second thread", "social", { platform: "threads" });
    const email = await save("Dear reader", "email", {});
    const response = await exportLibrary(
      apiRequest("/api/library/exports/buffer", user.bearer, {
        method: "POST",
        body: {
          savedCopyIds: [first.id, second.id, email.id],
          timeZone: "Europe/Berlin",
          time: "10:30",
          startDate: "2027-03-27",
          freePlan: true,
        },
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="hookline-library-threads.csv"');
    expect(response.headers.get("x-hookline-held")).toBe("1");
    // Berlin moves its clocks on 28 March 2027: both posts stay at 10:30 there.
    expect(await response.text()).toBe(
      `Text,Image URL,Tags,Posting Time\r\n"First thread 🧵","","","2027-03-27 10:30"\r\n"Second thread","","","2027-03-28 10:30"\r\n`,
    );
    const records = await getDb().handoff.findMany({ where: { userId: user.id }, orderBy: { postAt: "asc" } });
    expect(records.map((row) => [row.savedCopyId, row.campaignId, row.postAt?.toISOString()])).toEqual([
      [first.id, null, "2027-03-27T09:30:00.000Z"],
      [second.id, null, "2027-03-28T08:30:00.000Z"],
    ]);
  });

  it("holds a saved copy of a campaign under review until the reviewer approved that text", async () => {
    const user = await paidSubscriber("buffer-library-review");
    const id = await writtenCampaign(user.id);
    const [approved, waiting] = await getDb().campaignAsset.findMany({
      where: { campaignId: id, channel: { in: ["x", "linkedin"] }, text: { not: { startsWith: "aaa" } } },
      orderBy: { channel: "desc" },
    });
    await getDb().campaignAsset.update({ where: { id: approved!.id }, data: { reviewStatus: "approved" } });
    await getDb().campaign.update({ where: { id }, data: { reviewRequired: true } });
    await saveCampaignToLibrary(user.id, id);
    const saved = await getDb().savedCopy.findMany({ where: { userId: user.id }, select: { id: true, content: true } });
    const savedIdOf = (text: string) => saved.find((copy) => copy.content === text)!.id;
    const choices = { ...choice, startDate: "2027-03-01" };
    const exportOf = () =>
      previewLibraryBufferExport(user.id, { ...choices, savedCopyIds: saved.map((copy) => copy.id) });

    const answer = await exportOf();
    expect(answer.files.map((file) => [file.channel, file.rows])).toEqual([["x", 1]]);
    expect(answer.held).toContainEqual(
      expect.objectContaining({ savedCopyId: savedIdOf(waiting!.text), reason: "not_approved" }),
    );

    // The approved post edited afterwards: the copy saved before the edit is no longer the approved text.
    await getDb().campaignAsset.update({ where: { id: approved!.id }, data: { text: "Edited after approval" } });
    expect((await exportOf()).files).toEqual([]);
    // Review off: the campaign's copies leave again, within their limits.
    await getDb().campaign.update({ where: { id }, data: { reviewRequired: false } });
    expect((await exportOf()).files.map((file) => file.channel).sort()).toEqual(["linkedin", "x"]);
  });
});
